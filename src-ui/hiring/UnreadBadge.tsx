import { useTranslation } from 'react-i18next';
import './hiring.css';
import { unreadBadgeText } from '../../src-domain/messaging/unread-badge.rules';

/**
 * The unread count as a badge ("9+" past nine); screen readers hear the shown text and "unread"
 * after it, so a link's name still contains its visible text. Nothing at zero.
 */
export function UnreadBadge({ count }: { readonly count: number | undefined }) {
  const { t } = useTranslation();
  const text = count === undefined ? undefined : unreadBadgeText(count);
  if (text === undefined || count === undefined) return null;
  return (
    <span className="hiring-unread" data-testid="unread-badge">
      <span data-testid="unread-count">{text}</span>
      <span className="visually-hidden-text"> {t('hiring.unreadSuffix')}</span>
    </span>
  );
}
