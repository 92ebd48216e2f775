import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { ApplicationRows } from '../hiring/ApplicationRows';
import { CandidateApplicationsStore } from '../hiring/candidate-applications.store';
import { MessagingCountsStore } from '../hiring/messaging-counts.store';
import type { ServiceResolver } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { SessionStore } from '../session/session.store';
import { entryBrandStyle } from './entry-brand-style';
import { EntryBrandSchemeStore } from './entry-brand-scheme.store';
import { DashboardFrame } from './DashboardFrame';
import { Figures } from './Figures';
import '../hiring/hiring.css';

/** The path of one of the candidate's applications. */
const memberApplicationPath = (id: number) => Routes.memberApplication.replace(':applicationId', String(id));

/**
 * /dashboard/member: the candidate's applications, ten at a time, each opening its thread with
 * the employer; and the unread messages (the same count as the header's, updated without reload).
 * A job seeker who entered through a brand sees it in that brand's colours (its profile scheme).
 */
const MemberDashboard = observer(function MemberDashboard() {
  const { t } = useTranslation();
  const applications = useInjection(CandidateApplicationsStore);
  const counts = useInjection(MessagingCountsStore);
  const session = useInjection(SessionStore);
  const entryBrand = useInjection(EntryBrandSchemeStore);
  const narrow = useNarrowScreen();
  useEffect(() => {
    void applications.load();
    void counts.loadCandidate();
    void entryBrand.load();
  }, [applications, counts, entryBrand]);
  useLiveView({ kind: 'applications' }, () => void applications.refresh());
  const list = applications.list;
  return (
    <DashboardFrame
      title={t('dashboard.member.title', { name: session.user?.first_name ?? '' })}
      className={entryBrand.branded ? 'dashboard dashboard--entry-brand' : 'dashboard'}
      style={entryBrandStyle(entryBrand.branded)}
      figures={
        <Figures
          items={[
            {
              labelKey: 'dashboard.figures.applications',
              value: list.status === 'ready' ? list.total : undefined,
            },
            { labelKey: 'dashboard.figures.unreadMessages', value: counts.candidateUnread },
          ]}
        />
      }
    >
      <section className="panel panel--stacked" aria-labelledby="member-applications">
        <h2 id="member-applications">{t('dashboard.member.applications')}</h2>
        <ApplicationRows
          list={list}
          narrow={narrow}
          showCandidate={false}
          label={t('dashboard.member.applications')}
          hrefOf={memberApplicationPath}
          onRetry={() => void applications.load()}
        />
        <p>
          <Link to={Routes.memberTalentPools}>{t('tags.mine.link')}</Link>
        </p>
      </section>
    </DashboardFrame>
  );
});
export default MemberDashboard;

/**
 * Before the router renders the screen (a hard load, once the session is signed in): the
 * applications' first page and the entry brand's colours are read at once (issue #20); the
 * screen's own loads share those reads while they are under way.
 */
export function prepare(services: ServiceResolver): void {
  void services.get<CandidateApplicationsStore>(CandidateApplicationsStore as unknown as symbol).load();
  void services.get<EntryBrandSchemeStore>(EntryBrandSchemeStore as unknown as symbol).load();
}
