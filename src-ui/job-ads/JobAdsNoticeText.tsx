import { useTranslation } from 'react-i18next';
import type { JobAdsNotice } from './job-ads-connection.store';

/** The sentence for a connection outcome (one per outcome, issue #18). */
export function JobAdsNoticeText({ notice }: { readonly notice: JobAdsNotice }) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'connected':
      return <>{t('jobAds.notice.connected')}</>;
    case 'partial':
      return <>{t('jobAds.notice.partial', { scopes: notice.missingScopes.join(', ') })}</>;
    case 'closed':
      return <>{t('jobAds.notice.closed')}</>;
    case 'denied':
      return <>{t('jobAds.notice.denied')}</>;
    case 'scope-missing':
      return <>{t('jobAds.notice.scopeMissing')}</>;
    case 'state-mismatch':
      return <>{t('jobAds.notice.stateMismatch')}</>;
    case 'revoked':
      return <>{t('jobAds.notice.revoked')}</>;
    case 'expired':
      return <>{t('jobAds.notice.expired')}</>;
    case 'disconnected':
      return <>{t('jobAds.notice.disconnected')}</>;
    case 'failed':
      return (
        <>{notice.code ? t('jobAds.notice.failedCode', { code: notice.code }) : t('jobAds.notice.failed')}</>
      );
  }
}

/** True for the outcomes told as errors (the rest are told as news). */
export function noticeIsError(notice: JobAdsNotice): boolean {
  return !['connected', 'partial', 'disconnected'].includes(notice.kind);
}
