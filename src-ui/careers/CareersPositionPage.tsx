import { useTranslation } from 'react-i18next';
import type { CareersApplicationPort } from '../../src-domain/careers/careers-application.port';
import type { CareersBrand, CareersPositionDetail } from '../../src-domain/careers/careers-page.model';
import { CareersApplyForm } from './CareersApplyForm';
import { formatPay } from './careers-format';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

interface CareersPositionPageProps {
  readonly brand: CareersBrand;
  readonly position: CareersPositionDetail;
  readonly applications: CareersApplicationPort;
  readonly recaptchaSiteKey: string;
}

/**
 * /careers/{slug}/{id}: one position (its description as text, line breaks kept), an Apply link
 * to the form below, and the form; a PAUSED position says it takes no applications.
 */
export function CareersPositionPage({
  brand,
  position,
  applications,
  recaptchaSiteKey,
}: CareersPositionPageProps) {
  const { t, i18n } = useTranslation();
  const posted = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    // The server's and the browser's clocks may be in different zones: one text for both.
    timeZone: 'UTC',
  }).format(new Date(position.postedAt));
  return (
    <>
      <p className="careers__back">
        <a href={`/careers/${brand.slug}`}>
          <IsolatedSentence
            sentence={(standIns) => t('careersPublic.backToList', standIns)}
            values={{ brand: brand.name }}
          />
        </a>
      </p>
      <article className="careers__article">
        <h1 className="careers__title">{position.title}</h1>
        <dl className="careers__facts">
          <dt>{t('careersPublic.location')}</dt>
          <dd>
            {position.location.name}
            {position.location.address && (
              <span className="careers__muted">
                {' · '}
                <bdi>{position.location.address}</bdi>
              </span>
            )}
          </dd>
          {position.employmentType && (
            <>
              <dt>{t('careersPublic.employmentType')}</dt>
              <dd>{t(`careers.employmentTypes.${position.employmentType}`)}</dd>
            </>
          )}
          {position.pay && (
            <>
              <dt>{t('careersPublic.payLabel')}</dt>
              <dd>{formatPay(position.pay, brand.currency, i18n.language, t)}</dd>
            </>
          )}
          <dt>{t('careersPublic.postedLabel')}</dt>
          <dd>{posted}</dd>
        </dl>
        {position.status === 'OPEN' ? (
          <>
            <a className="careers__primary careers__apply-link" href="#apply">
              {t('careersPublic.apply')}
            </a>
            {position.textToApply && (
              <p className="careers__text-to-apply">
                {t('careersApply.textToApply.before')} <strong>{position.textToApply.code}</strong>{' '}
                {t('careersApply.textToApply.to')}{' '}
                <a
                  href={`sms:${position.textToApply.phone}?body=${encodeURIComponent(position.textToApply.code)}`}
                >
                  <bdi>{position.textToApply.phone}</bdi>
                </a>
              </p>
            )}
          </>
        ) : (
          <p className="careers__notice" role="note">
            {t('careersPublic.paused')}
          </p>
        )}
        {position.description && (
          <section className="careers__description" aria-label={t('careersPublic.aboutTheJob')}>
            <h2>{t('careersPublic.aboutTheJob')}</h2>
            <p className="careers__text">{position.description}</p>
          </section>
        )}
      </article>
      {position.status === 'OPEN' && (
        <CareersApplyForm
          brand={brand}
          position={position}
          applications={applications}
          recaptchaSiteKey={recaptchaSiteKey}
        />
      )}
    </>
  );
}
