import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { FavouriteStar } from '../brands/FavouriteStar';
import { useInjection } from '../injection/use-injection';
import { BrandLocationsMap } from './BrandLocationsMap';
import { BrandProfileStore } from './brand-profile.store';
import {
  ApprovalFlowList,
  BreakWaiverFacts,
  BusinessSetupFacts,
  CurrencyList,
  CurrencyText,
  GroupBrandsTable,
  humanise,
  ServiceList,
  StructureFacts,
  TemplatesTable,
} from './BrandProfileSections';
import { ProfileSection } from './ProfileSection';
import { AccessFacts, ServiceReachList } from './BrandAccessSections';
import './brand-profile.css';
import { useBrandSwitch } from '../brands/use-brand-switch';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * /brands/:brandId — a brand's profile (issue #15), reached from the access-portal cards and the
 * global search results: basic information, locations on a map, services, currencies, job
 * templates, business set-up, break-waiver settings, approval flows and reporting, its place in
 * the tree (parent and brands below), for a group every brand of the group, the caller's own
 * access there and where each granting service reaches. Each section
 * reads on its own and has its own skeleton, error panel and retry.
 */
const BrandProfileScreen = observer(function BrandProfileScreen() {
  const { t } = useTranslation();
  const { brandId: param } = useParams();
  const brandId = Number(param);
  const valid = Number.isInteger(brandId) && brandId > 0;
  const store = useInjection(BrandProfileStore);
  const brands = useInjection(BrandContextStore);
  const switchBrand = useBrandSwitch();
  useEffect(() => {
    if (!valid) return;
    store.open(brandId);
    brands.ensureLoaded().catch(() => undefined);
  }, [store, brands, brandId, valid]);
  if (!valid) return <Navigate to="/404" replace />;

  const { sections } = store;
  const brand = sections.brand.status === 'ready' ? sections.brand.data : undefined;
  const inTree = brands.tree?.find(brandId);
  const retry = (name: Parameters<BrandProfileStore['retry']>[0]) => () => store.retry(name);
  return (
    <article className="brand-profile" aria-labelledby="brand-profile-title">
      <header className="brand-profile__header">
        <div>
          <h1 id="brand-profile-title" className="dashboard__title">
            {brand?.name ?? (sections.brand.status === 'failed' ? t('brandData.profile.title') : '')}
            {!brand && sections.brand.status === 'loading' && (
              <span className="skeleton-row__bar brand-profile__title-skeleton" aria-hidden="true" />
            )}
          </h1>
          {brand && (
            <p className="brand-profile__muted">
              {isTopLevelType(brand.type) ? t('brands.group') : t('brands.location')} ·{' '}
              <bdi>{brand.type}</bdi>
            </p>
          )}
        </div>
        {inTree && (
          <div className="brand-profile__actions">
            <FavouriteStar brand={inTree} />
            <button
              type="button"
              className="button button--sm button--primary"
              onClick={() => void switchBrand(brandId, inTree.name)}
            >
              {t('brandData.profile.workHere')}
            </button>
          </div>
        )}
      </header>
      {sections.brand.status === 'failed' && (
        <ReadFailure
          message={
            sections.brand.code === 'BRAND.FORBIDDEN'
              ? t('brandData.profile.forbidden')
              : sections.brand.code === 'BRAND.NOT_FOUND'
                ? t('brandData.profile.notFound')
                : t('brandData.profile.sectionFailed', { section: t('brandData.profile.title') })
          }
          onRetry={retry('brand')}
        />
      )}
      <div className="brand-profile__grid">
        <ProfileSection
          id="info"
          title={t('brandData.profile.sections.info')}
          section={sections.info}
          onRetry={retry('info')}
          skeletonLines={4}
        >
          {(info) => (
            <dl className="brand-profile__facts">
              <dt>{t('brandData.profile.type')}</dt>
              <dd>
                {isTopLevelType(info.type) ? `${t('brands.group')} (${info.type})` : humanise(info.type)}
              </dd>
              <dt>{t('brandData.profile.address')}</dt>
              <dd>{info.address ?? t('brandData.profile.notSet')}</dd>
              <dt>{t('brandData.profile.currency')}</dt>
              <dd>
                <CurrencyText currency={info.currency} />
              </dd>
              <dt>{t('brandData.profile.locations')}</dt>
              <dd>{info.locations.length}</dd>
            </dl>
          )}
        </ProfileSection>
        <ProfileSection
          id="reports"
          title={t('brandData.profile.sections.reports')}
          section={sections.reports}
          onRetry={retry('reports')}
          skeletonLines={1}
        >
          {(reports) => (
            <dl className="brand-profile__facts">
              <dt>{t('brandData.profile.reportsFilter')}</dt>
              <dd>
                {reports.locationFilterType
                  ? t(`brandData.profile.filters.${reports.locationFilterType}`, {
                      defaultValue: humanise(reports.locationFilterType),
                    })
                  : t('brandData.profile.notSet')}
              </dd>
            </dl>
          )}
        </ProfileSection>
        <ProfileSection
          id="structure"
          title={t('brandData.profile.sections.structure')}
          section={sections.structure}
          onRetry={retry('structure')}
          skeletonLines={4}
        >
          {(structure) => <StructureFacts structure={structure} />}
        </ProfileSection>
        {sections.members.status !== 'ready' || sections.members.data !== null ? (
          <ProfileSection
            id="members"
            title={t('brandData.profile.sections.members')}
            section={sections.members}
            onRetry={retry('members')}
            skeletonLines={8}
            wide
          >
            {(members) =>
              members &&
              sections.structure.status === 'ready' && (
                <GroupBrandsTable group={sections.structure.data.brand} brands={members} />
              )
            }
          </ProfileSection>
        ) : null}
        <ProfileSection
          id="locations"
          title={t('brandData.profile.sections.locations')}
          section={sections.info}
          onRetry={retry('info')}
          skeletonLines={6}
          wide
        >
          {(info) => <BrandLocationsMap info={info} />}
        </ProfileSection>
        <ProfileSection
          id="services"
          title={t('brandData.profile.sections.services')}
          section={sections.services}
          onRetry={retry('services')}
          skeletonLines={5}
        >
          {(services) => <ServiceList services={services} />}
        </ProfileSection>
        <ProfileSection
          id="currencies"
          title={t('brandData.profile.sections.currencies')}
          section={sections.currencies}
          onRetry={retry('currencies')}
          skeletonLines={2}
        >
          {(currencies) => <CurrencyList currencies={currencies} />}
        </ProfileSection>
        <ProfileSection
          id="templates"
          title={t('brandData.profile.sections.templates')}
          section={sections.templates}
          onRetry={retry('templates')}
          skeletonLines={5}
          wide
        >
          {(templates) => <TemplatesTable templates={templates} />}
        </ProfileSection>
        <ProfileSection
          id="setup"
          title={t('brandData.profile.sections.setup')}
          section={sections.setup}
          onRetry={retry('setup')}
        >
          {(setup) => <BusinessSetupFacts setup={setup} />}
        </ProfileSection>
        <ProfileSection
          id="waiver"
          title={t('brandData.profile.sections.waiver')}
          section={sections.waiver}
          onRetry={retry('waiver')}
          skeletonLines={4}
        >
          {(waiver) => <BreakWaiverFacts waiver={waiver} />}
        </ProfileSection>
        <ProfileSection
          id="flows"
          title={t('brandData.profile.sections.flows')}
          section={sections.flows}
          onRetry={retry('flows')}
          skeletonLines={4}
          wide
        >
          {(flows) => <ApprovalFlowList services={flows} />}
        </ProfileSection>
        <ProfileSection
          id="access"
          title={t('brandReads.access.title')}
          section={sections.access}
          onRetry={retry('access')}
          skeletonLines={8}
        >
          {(access) => <AccessFacts access={access} />}
        </ProfileSection>
        <ProfileSection
          id="reach"
          title={t('brandReads.reach.title')}
          section={sections.reach}
          onRetry={retry('reach')}
          skeletonLines={5}
        >
          {(reach) => <ServiceReachList services={reach} />}
        </ProfileSection>
      </div>
    </article>
  );
});
export default BrandProfileScreen;
