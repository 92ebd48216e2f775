import { useTranslation } from 'react-i18next';
import './hiring.css';
import { unreadBadgeText } from '../../src-domain/messaging/unread-badge.rules';

/** The unread count as a badge ("9+" past nine), named in full for screen readers; nothing at zero. */
export function UnreadBadge({ count }: { readonly count: number | undefined }) {
  const { t } = useTranslation();
  const text = count === undefined ? undefined : unreadBadgeText(count);
  if (text === undefined || count === undefined) return null;
  return (
    <span className="hiring-unread" data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden-text">{t('hiring.unreadCount', { count })}</span>
    </span>
  );
}
