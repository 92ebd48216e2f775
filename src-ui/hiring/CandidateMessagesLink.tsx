import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { MessagingCountsStore } from './messaging-counts.store';
import { UnreadBadge } from './UnreadBadge';
import { useUnreadPolling } from './use-unread-polling';

/**
 * The candidate's header entry to their applications: an envelope with the unread count ("9+"
 * past nine), kept fresh by the shared counts store (every minute, and after reading or sending).
 */
export const CandidateMessagesLink = observer(function CandidateMessagesLink() {
  const { t } = useTranslation();
  const counts = useInjection(MessagingCountsStore);
  useUnreadPolling(counts, 'candidate', undefined, true);
  return (
    <Link to={Routes.memberDashboard} className="app-header__messages" data-testid="candidate-messages">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 4.2V18h16V8.2l-8 5-8-5zM19.4 6H4.6L12 10.6z"
        />
      </svg>
      <span className="visually-hidden-text">{t('hiring.header.messages')}</span>
      <UnreadBadge count={counts.candidateUnread} />
    </Link>
  );
});
