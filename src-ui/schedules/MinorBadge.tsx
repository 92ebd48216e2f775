import { useTranslation } from 'react-i18next';
import { Badge } from '../widgets/badge/Badge';

/**
 * "Minor": the mark of a person marked a minor at the location (the minors' limits apply to their
 * shifts), beside their name in the week grid's row header and on their shifts in the phone's day
 * list. Read out as what it means, not as the short word shown.
 */
export function MinorBadge() {
  const { t } = useTranslation();
  return (
    <Badge tier="xs" colour="warning" className="schedule__minor-badge" testId="minor-badge">
      <span aria-hidden="true">{t('schedules.grid.minor')}</span>
      <span className="visually-hidden">{t('schedules.grid.minorLabel')}</span>
    </Badge>
  );
}
