import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { CandidateInterviewStore } from './candidate-interview.store';
import { formatFull, viewerTimeZone } from './interview-format';
import './interviews.css';

/**
 * The interview on the candidate's own application page (issue #35): when invited, "Choose a
 * time"; when booked, when (in the candidate's own zone, the location's beside it when it
 * differs) and where, with links to change or cancel it on the booking page; a closed one says
 * how it ended. Nothing while there is no interview. Follows the thread's live events.
 */
export const CandidateInterviewPanel = observer(function CandidateInterviewPanel({
  applicationId,
}: {
  readonly applicationId: number;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(CandidateInterviewStore);
  const id = useId();
  useEffect(() => void store.open(applicationId), [store, applicationId]);
  useLiveView({ kind: 'thread', applicationId }, () => void store.refresh());
  const state = store.interview;
  if (state.kind === 'ready' && !state.value) return null;
  const title = <h2 id={`${id}-title`}>{t('interviews.mine.title')}</h2>;
  if (state.kind !== 'ready' || !state.value) {
    return (
      <section
        className="panel application-interview"
        aria-labelledby={`${id}-title`}
        aria-busy={state.kind === 'loading'}
      >
        {title}
        {state.kind === 'failed' ? (
          <ReadFailure message={t('interviews.loadFailed')} onRetry={() => void store.refresh()} />
        ) : (
          <>
            <span className="visually-hidden-text" role="status">
              {t('interviews.loading')}
            </span>
            <div className="hiring-skeleton" style={{ blockSize: '5.5rem' }} aria-hidden="true" />
          </>
        )}
      </section>
    );
  }
  const interview = state.value;
  const mine = viewerTimeZone();
  const stage = store.stage;
  return (
    <section className="panel application-interview" aria-labelledby={`${id}-title`}>
      {title}
      <p className="application-interview__state">
        <strong>
          {stage === 'CHOOSE'
            ? t('interviews.mine.invited')
            : stage === 'BOOKED'
              ? t('interviews.booking.booked')
              : t(`interviews.booking.closed.${interview.state}`)}
        </strong>
      </p>
      {interview.startsAt ? (
        <>
          <p className="application-interview__when">{formatFull(interview.startsAt, mine, i18n.language)}</p>
          <p className="application-interview__zone">
            {mine === interview.location.timeZone
              ? t('interviews.mine.zone', { zone: mine })
              : t('interviews.mine.zones', {
                  mine,
                  theirs: interview.location.timeZone,
                  local: formatFull(interview.startsAt, interview.location.timeZone, i18n.language),
                })}
          </p>
        </>
      ) : null}
      <dl className="application-interview__facts">
        <dt>{t('interviews.booking.position')}</dt>
        <dd>{interview.positionTitle}</dd>
        <dt>{t('interviews.booking.location')}</dt>
        <dd>
          {interview.location.name}
          {interview.location.address ? (
            <>
              <br />
              {interview.location.address}
            </>
          ) : null}
        </dd>
      </dl>
      {stage === 'CHOOSE' && interview.bookingPath ? (
        <p>
          <Link className="button button--primary button--sm" to={interview.bookingPath}>
            <span className="button__label">{t('interviews.mine.choose')}</span>
          </Link>
        </p>
      ) : null}
      {stage === 'BOOKED' && interview.bookingPath ? (
        <p className="application-interview__links">
          <Link to={interview.bookingPath}>{t('interviews.mine.reschedule')}</Link>
          <Link to={interview.bookingPath}>{t('interviews.mine.cancel')}</Link>
        </p>
      ) : null}
    </section>
  );
});
