import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { ApplicationInterviewStore } from './application-interview.store';
import { formatFull, viewerTimeZone } from './interview-format';
import './interviews.css';

/**
 * The interview of an application, on the employers' application screen (issue #35): its state
 * and time, "Invite to interview" (disabled, with the reason, while one is open) and the
 * manager's actions. Follows live interview events.
 */
export const ApplicationInterviewPanel = observer(function ApplicationInterviewPanel({
  applicationId,
  onChanged,
}: {
  readonly applicationId: number;
  /** Called after a write (the application's status may have followed). */
  readonly onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ApplicationInterviewStore);
  const id = useId();
  useEffect(() => void store.open(applicationId), [store, applicationId]);
  useLiveView({ kind: 'thread', applicationId }, () => void store.refresh());
  const state = store.interview;
  const blocked = store.inviteBlockedBy;
  return (
    <section
      className="panel application-interview"
      aria-labelledby={`${id}-title`}
      aria-busy={state.kind === 'loading'}
    >
      <h2 id={`${id}-title`}>{t('interviews.application.title')}</h2>
      {state.kind === 'loading' ? (
        <>
          <span className="visually-hidden-text" role="status">
            {t('interviews.loading')}
          </span>
          <div className="hiring-skeleton" style={{ blockSize: '5.5rem' }} aria-hidden="true" />
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <ReadFailure message={t('interviews.loadFailed')} onRetry={() => void store.refresh()} />
      ) : null}
      {state.kind === 'ready' ? (
        <>
          {state.value ? (
            <p className="application-interview__state">
              <strong>{t(`interviews.state.${state.value.state}`)}</strong>
              {state.value.startsAt
                ? ` · ${formatFull(state.value.startsAt, viewerTimeZone(), i18n.language)}`
                : ''}
            </p>
          ) : (
            <p>{t('interviews.application.none')}</p>
          )}
          <div className="booking__actions">
            <Button
              disabled={blocked !== undefined}
              busy={store.busy}
              aria-describedby={blocked ? `${id}-blocked` : undefined}
              onClick={() => void store.invite().then(() => onChanged?.())}
            >
              {t('interviews.application.invite')}
            </Button>
            {store.actions.map((action) => (
              <Button
                key={action}
                variant="secondary"
                disabled={store.busy}
                onClick={() => void store.setOutcome(action).then(() => onChanged?.())}
              >
                {t(`interviews.actions.${action}`)}
              </Button>
            ))}
          </div>
          {blocked ? (
            <p id={`${id}-blocked`} className="application-interview__reason">
              {t('interviews.application.inviteBlocked')}
            </p>
          ) : null}
          {store.bookingUrl ? (
            <p role="status">
              {t('interviews.application.invited')}{' '}
              <a href={store.bookingUrl}>{t('interviews.application.link')}</a>
            </p>
          ) : null}
          {store.writeFailed ? (
            <p className="hiring-error" role="alert">
              {t(`interviews.errors.${store.writeFailed}`, { defaultValue: t('interviews.errors.generic') })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
