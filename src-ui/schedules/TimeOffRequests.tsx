import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOffRequest } from '../../src-domain/schedules/schedule-availability-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { spanText } from './availability-format';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { TimeOffReviewStore } from './time-off-review.store';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/**
 * The location's pending time-off requests on the week grid (issue #34): each with its person,
 * days, reason, a note for the person, and approve / refuse. `onDecided` runs after a decision
 * (the grid reads its flags again).
 */
export const TimeOffRequests = observer(function TimeOffRequests({
  onDecided,
}: {
  readonly onDecided: () => void;
}) {
  const { t } = useTranslation();
  const store = useInjection(TimeOffReviewStore);
  const message = useScheduleError();
  const data = store.data;
  const pending = data.kind === 'ready' ? data.value.pending : [];
  return (
    <section
      className="schedule__requests"
      aria-labelledby="time-off-requests"
      aria-busy={data.kind === 'loading'}
    >
      <h2 id="time-off-requests">{t('scheduleAvailability.review.title', { count: pending.length })}</h2>
      {store.done ? <p role="status">{t(`scheduleAvailability.review.done.${store.done}`)}</p> : null}
      {store.write.kind === 'failed' ? (
        <p className="schedule__error" role="alert">
          {message(store.write.code)}
        </p>
      ) : null}
      {data.kind === 'failed' ? (
        <ScheduleFailure code={data.code} onRetry={() => void store.refresh()} />
      ) : null}
      {data.kind === 'loading' ? (
        <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />
      ) : null}
      {data.kind === 'ready' && pending.length === 0 ? <p>{t('scheduleAvailability.review.none')}</p> : null}
      <ul>
        {pending.map((request) => (
          <PendingRequest key={request.id} request={request} onDecided={onDecided} />
        ))}
      </ul>
    </section>
  );
});

const PendingRequest = observer(function PendingRequest({
  request,
  onDecided,
}: {
  readonly request: TimeOffRequest;
  readonly onDecided: () => void;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(TimeOffReviewStore);
  const [note, setNote] = useState('');
  const decide = async (decision: 'APPROVED' | 'REFUSED') => {
    if (await store.decide(request.id, decision, note)) onDecided();
  };
  return (
    <li className="schedule__request availability__pending">
      <span>
        {t('scheduleAvailability.review.line', {
          name: request.personName,
          when: spanText(request, i18n.language),
        })}
      </span>
      <span className="availability__reason">{request.reason}</span>
      <label className="availability__field">
        <IsolatedSentence
          sentence={(standIns) => t('scheduleAvailability.review.note', standIns)}
          values={{ name: request.personName }}
        />
        <input type="text" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </label>
      <Button size="sm" onClick={() => void decide('APPROVED')} busy={store.write.kind === 'saving'}>
        {t('scheduleAvailability.review.approve')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void decide('REFUSED')}>
        {t('scheduleAvailability.review.refuse')}
      </Button>
    </li>
  );
});
