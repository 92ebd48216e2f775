import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ContextBrandRedirect } from '../brands/ContextBrandRedirect';
import { LevelActivationPanel } from '../settings/LevelActivationPanel';
import { SettingsGate } from '../settings/SettingsGate';
import { BudgetAllocationForm } from './BudgetAllocationForm';
import { BudgetDetailView } from './BudgetDetailView';
import { RaffleDetailView } from './RaffleDetailView';
import { RaffleForm } from './RaffleForm';
import { RuleForm } from './RuleForm';
import {
  brandIdOfPath,
  MANAGEMENT_SECTIONS,
  rewardsManagementPath,
  rewardsSettingsPath,
  type ManagementSection,
} from './rewards-paths';
import './rewards.css';

/** The section and optional id of `configuration`, `budget-management/12`, …; undefined for anything else. */
function sectionOf(rest: string): { section: ManagementSection; id: number | undefined } | undefined {
  const [section, id, ...extra] = rest.split('/').filter((part) => part !== '');
  if (!MANAGEMENT_SECTIONS.includes(section as ManagementSection) || extra.length > 0) return undefined;
  if (id !== undefined && !/^[1-9][0-9]{0,14}$/.test(id)) return undefined;
  if (section === 'configuration' && id !== undefined) return undefined;
  return { section: section as ManagementSection, id: id === undefined ? undefined : Number(id) };
}

/**
 * {brand}/rewards-and-recognition (spec 001 §2): configuration (which levels have it on),
 * budget-management/{id?} (allocate; one budget with its people and the recognition composer),
 * rule-management/{id?} and raffle-management/{id?} (create; one raffle with its draw and proof).
 * Managing needs MANAGE_REWARDS; a raffle's page is open to everyone who may see the brand.
 * Without a brand (rewards-and-recognition/…), the same page of the context brand.
 */
export default function RewardsManagementScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const brandId = brandIdOfPath(params.path);
  const rest = params['*'] ?? '';
  if (params.path === undefined) {
    return <ContextBrandRedirect to={(contextId) => `/${contextId}/rewards-and-recognition/${rest}`} />;
  }
  if (brandId === undefined) return <Navigate to="/404" replace />;
  if (rest === '') return <Navigate to={rewardsManagementPath(brandId, 'configuration')} replace />;
  const place = sectionOf(rest);
  if (!place) return <Navigate to="/404" replace />;
  const { section, id } = place;
  const managed = (children: React.ReactNode) => (
    <SettingsGate brandId={brandId} requiredPermissions={['MANAGE_REWARDS']}>
      {children}
    </SettingsGate>
  );
  const body = (() => {
    switch (section) {
      case 'configuration':
        return managed(<LevelActivationPanel brandId={brandId} serviceCode="REWARDS_AND_RECOGNITION" />);
      case 'budget-management':
        return managed(
          id === undefined ? (
            <BudgetAllocationForm brandId={brandId} />
          ) : (
            <BudgetDetailView brandId={brandId} budgetId={id} />
          ),
        );
      case 'rule-management':
        return managed(<RuleForm brandId={brandId} ruleId={id} />);
      case 'raffle-management':
        return id === undefined ? (
          managed(<RaffleForm brandId={brandId} />)
        ) : (
          <RaffleDetailView brandId={brandId} raffleId={id} />
        );
    }
  })();
  return (
    <section className="rewards" aria-labelledby="rewards-management-title">
      <p className="rewards-back">
        <Link to={rewardsSettingsPath(brandId)}>{t('rewards.management.back')}</Link>
      </p>
      <h1 id="rewards-management-title" className="dashboard__title">
        {t(`rewards.management.title.${section}`)}
      </h1>
      {body}
    </section>
  );
}
