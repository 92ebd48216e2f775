import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../src-domain/messaging/messaging.model';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';
import { Avatar } from '../widgets/avatar/Avatar';
import { ApplicationThreadStore, type ApplicationView } from './application-thread.store';
import { Composer } from './Composer';
import { ErrorPanel } from './ErrorPanel';
import { InboxStore } from './inbox.store';
import { formatBytes, formatDate } from './format';
import { ThreadView } from './ThreadView';
import { ScreeningAnswers } from './ScreeningAnswers';
import { SmsSourceBadge } from './SmsSourceBadge';
import { useLiveView } from '../live/use-live-view';
import './hiring.css';
import { CandidateTagsPanel } from './tags/CandidateTagsPanel';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';
import { ApplicationInterviewPanel } from '../interviews/ApplicationInterviewPanel';
import { CandidateInterviewPanel } from '../interviews/CandidateInterviewPanel';

/** The candidate card: photo, name, contact, résumés (each opened through a fresh signed link). */
const CandidateCard = observer(function CandidateCard({
  view,
  store,
}: {
  readonly view: ApplicationView;
  readonly store: ApplicationThreadStore;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useInjection(NavigationPort);
  const { candidate } = view.application;
  const openResume = async (resumeId: number) => {
    const url = await store.resumeLink(resumeId);
    if (url) navigation.redirect(url);
  };
  return (
    <section className="panel" aria-labelledby="hiring-candidate-title">
      <h2 id="hiring-candidate-title" className="visually-hidden-text">
        {t('hiring.application.candidate')}
      </h2>
      <div className="hiring-candidate">
        <Avatar
          imgHref={candidate.photoPath}
          first_name={candidate.firstName}
          last_name={candidate.lastName}
          avatarId={candidate.id}
          size="lg"
        />
        <div>
          <p style={{ margin: 0, fontWeight: 600 }}>
            <bdi>{`${candidate.firstName} ${candidate.lastName}`.trim()}</bdi>
          </p>
          <p style={{ margin: 0 }}>
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </p>
          {candidate.phone && (
            <p style={{ margin: 0 }}>
              <a href={`tel:${candidate.phone}`} dir="ltr">
                {candidate.phone}
              </a>
            </p>
          )}
        </div>
      </div>
      {view.application.resumes.length > 0 && (
        <ul className="hiring-message__files" aria-label={t('hiring.application.resumes')}>
          {view.application.resumes.map((resume) => (
            <li key={resume.id}>
              <button
                type="button"
                className="button button--sm button--link"
                onClick={() => void openResume(resume.id)}
              >
                <IsolatedSentence
                  sentence={(standIns) => t('hiring.application.resume', standIns)}
                  values={{ name: resume.name }}
                />
              </button>{' '}
              ({formatBytes(resume.sizeBytes, i18n.language)})
            </li>
          ))}
        </ul>
      )}
      <ScreeningAnswers screening={view.application.screening} />
    </section>
  );
});

/** Position, location, date, status; for employers the status select and archive button. */
const ApplicationFacts = observer(function ApplicationFacts({
  view,
  store,
  onChanged,
}: {
  readonly view: ApplicationView;
  readonly store: ApplicationThreadStore;
  /** Called after the status or the archive flag was saved. */
  readonly onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { application } = view;
  const statusName = t(`hiring.status.${application.status}`, { defaultValue: application.status });
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('hiring.application.details')}</h2>
      <dl className="hiring-facts">
        <dt>{t('hiring.columns.position')}</dt>
        <dd>
          <bdi>{application.position.title}</bdi>
        </dd>
        <dt>{t('hiring.columns.location')}</dt>
        <dd>
          <bdi>{application.location.name}</bdi>
        </dd>
        <dt>{t('hiring.columns.applied')}</dt>
        <dd>
          {formatDate(application.createdAt, i18n.language)}
          <SmsSourceBadge fromSms={application.fromSms} />
        </dd>
        <dt>{t('hiring.columns.status')}</dt>
        <dd>
          {statusName}
          {application.archived ? ` · ${t('hiring.archived')}` : ''}
        </dd>
      </dl>
      {application.canManage && (
        <div className="hiring-actions">
          <div className="hiring-field">
            <label htmlFor={`${id}-status`}>{t('hiring.application.changeStatus')}</label>
            <select
              id={`${id}-status`}
              value={application.status}
              disabled={store.updating}
              onChange={(event) =>
                void store.update({ status: event.target.value as ApplicationStatus }).then(onChanged)
              }
            >
              {!(APPLICATION_STATUSES as readonly string[]).includes(application.status) && (
                <option value={application.status}>{statusName}</option>
              )}
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`hiring.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--md button--secondary"
            disabled={store.updating}
            onClick={() => void store.update({ archived: !application.archived }).then(onChanged)}
          >
            {application.archived ? t('hiring.application.unarchive') : t('hiring.application.archive')}
          </button>
        </div>
      )}
      {store.updateFailed && (
        <p className="hiring-error" role="alert">
          {t(`hiring.errors.${store.updateFailed}`, { defaultValue: t('hiring.application.updateFailed') })}
        </p>
      )}
    </section>
  );
});

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className="hiring-application" aria-busy="true">
      <span className="visually-hidden-text" role="status">
        {t('hiring.loading')}
      </span>
      <div className="hiring-application__side">
        <div className="hiring-skeleton" style={{ blockSize: '8rem' }} aria-hidden="true" />
        <div className="hiring-skeleton" style={{ blockSize: '12rem' }} aria-hidden="true" />
      </div>
      <div className="hiring-skeleton" style={{ blockSize: '20rem' }} aria-hidden="true" />
    </div>
  );
}

/**
 * One application and its conversation (issue #13): at /hiring/applications/:id for employers,
 * at /dashboard/member/applications/:id for the candidate. Opening it marks the user's unread
 * messages read; the thread follows live events while open (new messages, read marks).
 */
const ApplicationScreen = observer(function ApplicationScreen() {
  const { t } = useTranslation();
  const store = useInjection(ApplicationThreadStore);
  const session = useInjection(SessionStore);
  const inbox = useInjection(InboxStore);
  const { applicationId } = useParams();
  const employerSide = useLocation().pathname.startsWith('/hiring/');
  const id = Number(applicationId);
  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return undefined;
    void store.open(id);
    return undefined;
  }, [store, id]);
  // New messages, read marks and a stage moved elsewhere show at once (issue #32).
  useLiveView(Number.isInteger(id) && id >= 1 ? { kind: 'thread', applicationId: id } : undefined, () => {
    void store.refreshThread();
  });
  const back = employerSide ? Routes.hiringApplications : Routes.memberDashboard;
  const view = store.view;
  return (
    <section className="hiring" aria-labelledby="hiring-application-title">
      <p style={{ margin: 0 }}>
        <Link to={back}>
          {employerSide ? t('hiring.application.backToInbox') : t('hiring.application.backToDashboard')}
        </Link>
      </p>
      <h1 id="hiring-application-title" className="hiring__title">
        {view.kind === 'ready' ? (
          employerSide ? (
            <IsolatedSentence
              sentence={(standIns) => t('hiring.application.titleEmployer', standIns)}
              values={{
                name: `${view.value.application.candidate.firstName} ${view.value.application.candidate.lastName}`.trim(),
                position: view.value.application.position.title,
              }}
            />
          ) : (
            <IsolatedSentence
              sentence={(standIns) => t('hiring.application.titleCandidate', standIns)}
              values={{
                position: view.value.application.position.title,
                location: view.value.application.location.name,
              }}
            />
          )
        ) : (
          t('hiring.application.documentTitle')
        )}
      </h1>
      {!Number.isInteger(id) || id < 1 ? (
        <ErrorPanel code="MESSAGING.APPLICATION_NOT_FOUND" onRetry={() => undefined} />
      ) : view.kind === 'loading' ? (
        <Skeleton />
      ) : view.kind === 'failed' ? (
        <ErrorPanel code={view.code} onRetry={() => void store.open(id)} />
      ) : (
        <div className="hiring-application">
          {/* The task first (issue #29): the thread and its reply box come before the candidate's
              card, tags, facts and interviews in the page's order, so on a phone the reply box is
              not below the side panels; on a wide screen the side panels stand in the first column. */}
          <section className="panel hiring-application__thread" aria-labelledby="hiring-thread-title">
            <h2 id="hiring-thread-title">{t('hiring.thread.title')}</h2>
            <ThreadView
              messages={view.value.messages}
              viewerIsCandidate={!view.value.application.canManage}
              newIds={store.newMessageIds}
              viewerId={session.user === undefined ? undefined : String(session.user.id)}
              teamBrandId={employerSide ? view.value.application.location.id : undefined}
            />
            <Composer store={store} />
          </section>
          <div className="hiring-application__side">
            {employerSide && <CandidateCard view={view.value} store={store} />}
            {employerSide && (
              <CandidateTagsPanel
                brandId={view.value.application.location.id}
                candidateId={view.value.application.candidate.id}
                applicationId={view.value.application.id}
                applicationStatus={view.value.application.status}
                onStageMoved={() => {
                  // The header's status and the inbox (its status filter, the board) follow the stage.
                  inbox.markStale();
                  void store.reloadApplication();
                }}
              />
            )}
            <ApplicationFacts view={view.value} store={store} onChanged={() => inbox.markStale()} />
            {!employerSide && <CandidateInterviewPanel applicationId={view.value.application.id} />}
            {employerSide && view.value.application.canManage && (
              <ApplicationInterviewPanel
                applicationId={view.value.application.id}
                onChanged={() => {
                  // Booking moves the application's status: the header and the inbox follow.
                  inbox.markStale();
                  void store.reloadApplication();
                }}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
});
export default ApplicationScreen;
