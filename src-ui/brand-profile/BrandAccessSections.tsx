import { useTranslation } from 'react-i18next';
import type { Permission } from '../../src-domain/permissions/policy.model';
import type { AccessSummary, ServiceReach } from './brand-profile.store';
import { humanise } from './BrandProfileSections';

/** Brands named one by one in a service's "not on at" line before "and n more". */
export const REACH_NAMES_SHOWN = 5;

/** The condition values of a permission in words ("Indeed, Linkedin"); empty when unrestricted. */
function conditionText(permission: Permission | undefined): string {
  return (permission?.conditions ?? [])
    .flatMap((condition) => condition.values.map((value) => humanise(value.code)))
    .join(', ');
}

/**
 * The caller's own standing on the brand (GET /v1/policy, GET /v2/permissions/users): the
 * accesses they hold here, then each main capability as allowed or not, with the values a
 * condition restricts it to.
 */
export function AccessFacts({ access }: { readonly access: AccessSummary }) {
  const { t } = useTranslation();
  const byName = new Map(access.permissions.map((permission) => [permission.name, permission]));
  return (
    <>
      <h3 className="brand-profile__subheading">{t('brandReads.access.accesses')}</h3>
      {access.accesses.length === 0 ? (
        <p>{t('brandReads.access.noAccesses')}</p>
      ) : (
        <ul className="brand-profile__chips brand-profile__chips--inline">
          {access.accesses.map((code) => (
            <li key={code} className="brand-profile__status brand-profile__status--active">
              {humanise(code)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="brand-profile__subheading">{t('brandReads.access.capabilities')}</h3>
      <ul className="brand-profile__capabilities">
        {access.capabilities.map((capability) => {
          const only = capability.granted ? conditionText(byName.get(capability.name)) : '';
          return (
            <li key={capability.name} data-granted={capability.granted}>
              <span aria-hidden="true" className="brand-profile__mark">
                {capability.granted ? '✓' : '—'}
              </span>{' '}
              {t(`brandReads.access.capability.${capability.name}`, {
                defaultValue: humanise(capability.name),
              })}
              {': '}
              <strong>
                {capability.granted ? t('brandReads.access.allowed') : t('brandReads.access.notAllowed')}
              </strong>
              {only && (
                <span className="brand-profile__muted">
                  {' '}
                  · {t('brandReads.access.only', { values: only })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Per granting service (GET /brands/{id}/services/{code}/reporting_settings and
 * /operation_entities): whether its reports are on and filtered, and at how many brands of the
 * subtree it is on, naming the first few where it is not.
 */
export function ServiceReachList({ services }: { readonly services: readonly ServiceReach[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return <p>{t('brandReads.reach.none')}</p>;
  return (
    <ul className="brand-profile__services">
      {services.map((service) => {
        const on = service.entities.filter((entity) => entity.enabled);
        const off = service.entities.filter((entity) => !entity.enabled);
        const filter = service.reporting.locationFilterType;
        return (
          <li key={service.serviceCode}>
            <h3 className="brand-profile__subheading">{humanise(service.serviceCode)}</h3>
            <dl className="brand-profile__facts">
              <dt>{t('brandReads.reach.reporting')}</dt>
              <dd>{service.reporting.enabled ? t('brandReads.reach.on') : t('brandReads.reach.off')}</dd>
              <dt>{t('brandData.profile.reportsFilter')}</dt>
              <dd>
                {filter
                  ? t(`brandData.profile.filters.${filter}`, { defaultValue: humanise(filter) })
                  : t('brandData.profile.notSet')}
              </dd>
              <dt>{t('brandReads.reach.brands')}</dt>
              <dd>{t('brandReads.reach.onAt', { on: on.length, total: service.entities.length })}</dd>
            </dl>
            {off.length > 0 && (
              <p className="brand-profile__muted">
                {t('brandReads.reach.offAt', {
                  names: off
                    .slice(0, REACH_NAMES_SHOWN)
                    .map((entity) => entity.name)
                    .join(', '),
                })}
                {off.length > REACH_NAMES_SHOWN &&
                  ` ${t('brandReads.reach.more', { count: off.length - REACH_NAMES_SHOWN })}`}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
