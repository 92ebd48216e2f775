import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '../../src-domain/messaging/messaging.model';
import { formatBytes, formatDateTime } from './format';
import { TeamMemberName } from './TeamMemberCard';
import { Badge } from '../widgets/badge/Badge';

/**
 * The messages of an application, oldest first: who wrote, when, the text, the files (name and
 * size, each a download through its signed link) and read marks ("New" on those the user had not
 * read when they reached the screen). The reader's side leans to the end side; "You" marks what
 * the reader wrote. Every user-written text (names, the text, file names) is isolated (<bdi>,
 * dir="auto"), so its direction and bidi controls cannot reorder what is around it. With `teamBrandId` (an employer reading), a teammate's name opens their card
 * as seen from that brand.
 */
export const ThreadView = observer(function ThreadView({
  messages,
  viewerIsCandidate,
  newIds,
  viewerId,
  teamBrandId,
}: {
  readonly messages: readonly ThreadMessage[];
  readonly viewerIsCandidate: boolean;
  readonly newIds: readonly number[];
  /** The signed-in user's id; undefined: every message of the reader's side is "You". */
  readonly viewerId?: string;
  /** The application's location, for the cards of the team's authors; undefined: names only. */
  readonly teamBrandId?: number;
}) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return <p>{t('hiring.thread.empty')}</p>;
  const author = (message: ThreadMessage) =>
    message.sender
      ? `${message.sender.firstName} ${message.sender.lastName}`.trim()
      : t('hiring.thread.system');
  return (
    <ol className="hiring-thread" aria-label={t('hiring.thread.title')}>
      {messages.map((message) => {
        const own = message.fromCandidate === viewerIsCandidate;
        const mine = own && (viewerId === undefined || message.sender?.id === viewerId);
        return (
          <li
            key={message.id}
            className={`hiring-message ${own ? 'is-own' : ''}`}
            data-testid="thread-message"
          >
            <div className="hiring-message__head">
              <strong>
                {mine ? (
                  t('hiring.thread.you')
                ) : teamBrandId !== undefined && message.sender && !message.fromCandidate ? (
                  <TeamMemberName brandId={teamBrandId} userId={message.sender.id} name={author(message)} />
                ) : (
                  <bdi>{author(message)}</bdi>
                )}
              </strong>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
              {message.viaSms && (
                <Badge tier="sm" colour="info" testId="sms-badge">
                  {t('sms.badge')}
                </Badge>
              )}
              {!own && newIds.includes(message.id) && (
                <span className="hiring-unread">{t('hiring.thread.new')}</span>
              )}
            </div>
            {message.body !== '' && (
              // User text: its own direction, and its bidi controls end with it (issue #28).
              <div className="hiring-message__body" dir="auto">
                {message.body}
              </div>
            )}
            {message.files.length > 0 && (
              <ul className="hiring-message__files" aria-label={t('hiring.thread.files')}>
                {message.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download={file.name}>
                      <bdi>{file.name}</bdi>
                    </a>{' '}
                    ({formatBytes(file.sizeBytes, i18n.language)})
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
});
