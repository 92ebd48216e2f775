import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';
import { ApplicationsTable } from './ApplicationsTable';
import { Figures } from './Figures';
import { MemberDashboardStore } from './member-dashboard.store';

/** /dashboard/member: the candidate's applications and unread messages. */
const MemberDashboard = observer(function MemberDashboard() {
  const { t } = useTranslation();
  const store = useInjection(MemberDashboardStore);
  const session = useInjection(SessionStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const applications = store.applications;
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="dashboard__title">
        {t('dashboard.member.title', { name: session.user?.first_name ?? '' })}
      </h1>
      <Figures
        items={[
          {
            labelKey: 'dashboard.figures.applications',
            value: applications.kind === 'ready' ? applications.value.total : undefined,
          },
          {
            labelKey: 'dashboard.figures.unreadMessages',
            value: store.unread.kind === 'ready' ? store.unread.value : undefined,
          },
        ]}
      />
      <section className="dashboard__panel" aria-labelledby="member-applications">
        <h2 id="member-applications">{t('dashboard.member.applications')}</h2>
        <ApplicationsTable
          data={applications}
          showCandidate={false}
          caption={t('dashboard.member.applications')}
          onRetry={() => void store.load()}
        />
      </section>
    </section>
  );
});
export default MemberDashboard;
