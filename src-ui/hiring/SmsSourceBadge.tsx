import { useTranslation } from 'react-i18next';
import { Badge } from '../widgets/badge/Badge';

/**
 * "From SMS": the mark of an application made by text-to-apply (issue #38), in an inbox row and
 * on the application's screen. Nothing for other applications.
 */
export function SmsSourceBadge({ fromSms }: { readonly fromSms: boolean }) {
  const { t } = useTranslation();
  if (!fromSms) return null;
  return (
    <Badge tier="sm" colour="info" className="hiring-source" testId="sms-source-badge">
      {t('hiring.fromSms')}
    </Badge>
  );
}
