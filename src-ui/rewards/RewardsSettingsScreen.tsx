import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ContextBrandRedirect } from '../brands/ContextBrandRedirect';
import { SettingsGate } from '../settings/SettingsGate';
import { BudgetsTab } from './BudgetsTab';
import { PeopleTab } from './PeopleTab';
import { RafflesTab } from './RafflesTab';
import { RulesTab } from './RulesTab';
import { brandIdOfPath, rewardsSettingsPath, SETTINGS_TABS, type SettingsTab } from './rewards-paths';
import './rewards.css';

/**
 * settings/{brand}/rewards-and-recognition (spec 001 §2): the tabs budget, rules and raffles
 * (and people: start dates and referrals, which the rules read) behind MANAGE_REWARDS on the brand; the plain path goes to budget.
 * Without a brand (settings/rewards-and-recognition/…), the same tab of the context brand.
 */
export default function RewardsSettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const brandId = brandIdOfPath(params.path);
  const tab = params['*'] ?? '';
  if (params.path === undefined) {
    const wanted = SETTINGS_TABS.includes(tab as SettingsTab) ? (tab as SettingsTab) : undefined;
    return <ContextBrandRedirect to={(contextId) => rewardsSettingsPath(contextId, wanted)} />;
  }
  if (brandId === undefined) return <Navigate to="/404" replace />;
  if (!SETTINGS_TABS.includes(tab as SettingsTab))
    return <Navigate to={rewardsSettingsPath(brandId)} replace />;
  return (
    <section className="rewards" aria-labelledby="rewards-settings-title">
      <h1 id="rewards-settings-title" className="dashboard__title">
        {t('rewards.settings.title')}
      </h1>
      <SettingsGate brandId={brandId} requiredPermissions={['MANAGE_REWARDS']}>
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => navigate(rewardsSettingsPath(brandId, String(key) as SettingsTab))}
          className="rewards-tabs"
        >
          <TabList aria-label={t('rewards.settings.tabs')} className="rewards-tabs__list">
            {SETTINGS_TABS.map((id) => (
              <Tab key={id} id={id} className="rewards-tabs__tab">
                {t(`rewards.settings.tab.${id}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="budget" className="rewards-tabs__panel">
            <BudgetsTab brandId={brandId} />
          </TabPanel>
          <TabPanel id="rules" className="rewards-tabs__panel">
            <RulesTab brandId={brandId} />
          </TabPanel>
          <TabPanel id="raffles" className="rewards-tabs__panel">
            <RafflesTab brandId={brandId} />
          </TabPanel>
          <TabPanel id="people" className="rewards-tabs__panel">
            <PeopleTab brandId={brandId} />
          </TabPanel>
        </Tabs>
      </SettingsGate>
    </section>
  );
}
