import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { JobAdsCampaignsStore } from './job-ads-campaigns.store';

/** One campaign's detail in a dialog: loading, the fields, or why it could not be read. */
export const CampaignDetailModal = observer(function CampaignDetailModal() {
  const { t, i18n } = useTranslation();
  const store = useInjection(JobAdsCampaignsStore);
  const detail = store.detail;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const money = (amount: number, currency: string | undefined) =>
    currency
      ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount)
      : String(amount);
  const title = detail.kind === 'ready' ? detail.campaign.name : t('jobAds.detail.title');
  return (
    <Modal
      open={detail.kind !== 'closed'}
      onClose={() => store.closeDetail()}
      title={title}
      size="sm"
      footer={
        <Button variant="secondary" onClick={() => store.closeDetail()}>
          {t('jobAds.detail.close')}
        </Button>
      }
    >
      {detail.kind === 'loading' && <p role="status">{t('jobAds.detail.loading')}</p>}
      {detail.kind === 'failed' && (
        <div role="alert">
          <p>
            {detail.code === 'INDEED.CAMPAIGN_FORBIDDEN'
              ? t('jobAds.detail.forbidden')
              : t('jobAds.detail.failed')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void store.openDetail(detail.id)}>
            {t('jobAds.retry')}
          </Button>
        </div>
      )}
      {detail.kind === 'ready' && (
        <dl className="job-ads__detail">
          <dt>{t('jobAds.detail.id')}</dt>
          <dd>{detail.campaign.id}</dd>
          <dt>{t('jobAds.detail.status')}</dt>
          <dd>
            {t(`jobAds.campaigns.statuses.${detail.campaign.status}`, {
              defaultValue: detail.campaign.status,
            })}
          </dd>
          <dt>{t('jobAds.detail.created')}</dt>
          <dd>{detail.campaign.createdDate ? date.format(new Date(detail.campaign.createdDate)) : '—'}</dd>
          <dt>{t('jobAds.detail.type')}</dt>
          <dd>
            {detail.campaign.type === undefined
              ? '—'
              : t(`jobAds.campaigns.types.${detail.campaign.type}`, { defaultValue: detail.campaign.type })}
          </dd>
          <dt>{t('jobAds.detail.budget')}</dt>
          <dd>
            {detail.campaign.budgetMonthlyLimit === undefined
              ? '—'
              : money(detail.campaign.budgetMonthlyLimit, detail.campaign.currencyCode)}
          </dd>
        </dl>
      )}
    </Modal>
  );
});
