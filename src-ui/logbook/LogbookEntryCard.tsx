import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOGBOOK_LIMITS,
  type LogbookEntry,
  type LogbookTeamMember,
} from '../../src-domain/logbook/logbook.model';
import { Button } from '../widgets/button/Button';
import { LogbookAttachments } from './LogbookAttachments';
import { LogbookBody } from './LogbookBody';
import { openFreshFile } from './open-fresh-file';
import type { LogbookDayStore } from './logbook-day.store';
import { useLogbookError } from './use-logbook-error';
import { Badge } from '../widgets/badge/Badge';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/**
 * One entry of the day view: type, title, body, author and time; for writers of its type, edit,
 * delete, and (INCIDENT / MAINTENANCE) assign and close; its comments on demand.
 */
export const LogbookEntryCard = observer(function LogbookEntryCard({
  entry,
  store,
  writable,
  team,
  carried,
}: {
  readonly entry: LogbookEntry;
  readonly store: LogbookDayStore;
  readonly writable: boolean;
  /** Only those who read the entry's type are offered as assignees. */
  readonly team: readonly LogbookTeamMember[];
  readonly carried: boolean;
}) {
  const { t, i18n } = useTranslation();
  const message = useLogbookError();
  const id = useId();
  const [comment, setComment] = useState('');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(entry.createdAt),
  );
  const followUp = entry.followUp;
  const comments = store.comments.get(entry.id);
  const error = store.actionErrors.get(entry.id);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.comment(entry, comment)) setComment('');
  };
  return (
    <article
      className={`logbook-entry logbook-entry--${entry.type.toLowerCase()}`}
      aria-labelledby={`${id}-title`}
    >
      <header className="logbook-entry__header">
        <Badge tier="sm" colour="tertiary" testId="logbook-type">
          {t(`logbook.types.${entry.type}`)}
        </Badge>
        {followUp && (
          <Badge tier="sm" colour={followUp.status === 'OPEN' ? 'warning' : 'success'}>
            {t(followUp.status === 'OPEN' ? 'logbook.entry.open' : 'logbook.entry.closed')}
          </Badge>
        )}
        {carried && (
          <Badge tier="sm" colour="info">
            {t('logbook.entry.fromDay', { date: entry.date })}
          </Badge>
        )}
      </header>
      <h3 id={`${id}-title`} className="logbook-entry__title">
        {entry.title}
      </h3>
      <LogbookBody body={entry.body} />
      <LogbookAttachments
        files={entry.attachments}
        onOpen={(file, event) => openFreshFile(store, entry.id, file, event)}
        onBroken={() => void store.fileBroken()}
      />
      <p className="logbook-entry__meta">
        <IsolatedSentence
          sentence={(standIns) => t('logbook.entry.by', { ...standIns, time })}
          values={{ name: entry.author.name }}
        />
        {entry.shift && ` · ${t(`logbook.shifts.${entry.shift}`)}`}
        {entry.editedAt && (
          <>
            {' · '}
            <button
              type="button"
              className="logbook-entry__edited"
              aria-haspopup="dialog"
              title={t('logbook.history.open')}
              onClick={() => void store.openHistory(entry)}
            >
              {t('logbook.entry.edited')}
            </button>
          </>
        )}
      </p>
      {followUp && writable && (
        <div className="logbook-entry__follow-up">
          <label htmlFor={`${id}-assignee`}>{t('logbook.entry.assignee')}</label>
          <select
            id={`${id}-assignee`}
            value={followUp.assignee?.id ?? ''}
            onChange={(event) =>
              void store.followUp(
                entry,
                followUp.status,
                event.target.value === '' ? undefined : event.target.value,
              )
            }
          >
            <option value="">{t('logbook.entry.nobody')}</option>
            {team
              .filter(
                (person) => person.id === followUp.assignee?.id || person.readableTypes.includes(entry.type),
              )
              .map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void store.followUp(
                entry,
                followUp.status === 'OPEN' ? 'CLOSED' : 'OPEN',
                followUp.assignee?.id,
              )
            }
          >
            {t(followUp.status === 'OPEN' ? 'logbook.entry.close' : 'logbook.entry.reopen')}
          </Button>
        </div>
      )}
      {followUp && !writable && followUp.assignee && (
        <p className="logbook-entry__meta">{`${t('logbook.entry.assignee')}: ${followUp.assignee.name}`}</p>
      )}
      <div className="logbook-entry__actions">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={comments !== undefined}
          onClick={() => void store.toggleComments(entry)}
        >
          {t('logbook.entry.comments', { count: entry.commentCount })}
        </Button>
        {writable && (
          <>
            <Button size="sm" variant="secondary" onClick={() => store.startEdit(entry)}>
              {t('logbook.entry.edit')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void store.remove(entry)}>
              {t('logbook.entry.delete')}
            </Button>
          </>
        )}
      </div>
      {error && (
        <p className="logbook-error" role="alert">
          {message(error)}
        </p>
      )}
      {comments && (
        <section className="logbook-comments" aria-label={t('logbook.entry.commentsHeading')}>
          {comments.kind === 'loading' && <p className="logbook-skeleton" aria-busy="true" />}
          {comments.kind === 'failed' && <p className="logbook-error">{message(comments.code)}</p>}
          {comments.kind === 'ready' && (
            <ul>
              {comments.value.map((item) => (
                <li key={item.id}>
                  <strong>{item.author.name}</strong>
                  {': '}
                  {item.body}
                </li>
              ))}
            </ul>
          )}
          {writable && (
            <form className="logbook-comments__form" onSubmit={(event) => void send(event)}>
              <label htmlFor={`${id}-comment`}>{t('logbook.entry.commentLabel')}</label>
              <input
                id={`${id}-comment`}
                value={comment}
                maxLength={LOGBOOK_LIMITS.commentMax}
                onChange={(event) => setComment(event.target.value)}
              />
              <Button size="sm" type="submit">
                {t('logbook.entry.send')}
              </Button>
            </form>
          )}
        </section>
      )}
    </article>
  );
});
