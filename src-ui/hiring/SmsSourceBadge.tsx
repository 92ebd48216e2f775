import { useTranslation } from 'react-i18next';

/**
 * "From SMS": the mark of an application made by text-to-apply (issue #38), in an inbox row and
 * on the application's screen. Nothing for other applications.
 */
export function SmsSourceBadge({ fromSms }: { readonly fromSms: boolean }) {
  const { t } = useTranslation();
  if (!fromSms) return null;
  return (
    <span className="hiring-source" data-testid="sms-source-badge">
      {t('hiring.fromSms')}
    </span>
  );
}
