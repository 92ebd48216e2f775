import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { RewardsFailure, SkeletonBody } from './RewardsFailure';
import { rewardsManagementPath } from './rewards-paths';
import { RewardsSettingsStore } from './rewards-settings.store';
import { Badge } from '../widgets/badge/Badge';
import { grantableByHand } from '../../src-domain/rewards/hand-grant.rules';
import { HandGrantForm } from './HandGrantForm';

/**
 * The rules tab: the brand's automatic grants with their points, cap, dates and use, "New rule",
 * and, when a rule is one a manager grants by hand (shift cover), the form that grants it.
 */
export const RulesTab = observer(function RulesTab({ brandId }: { readonly brandId: number }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(RewardsSettingsStore);
  useEffect(() => {
    void store.loadRules(brandId);
  }, [store, brandId]);
  const number = new Intl.NumberFormat(i18n.language);
  const rules = store.rules;
  return (
    <div className="panel rewards-panel">
      <div className="rewards-panel__head">
        <h2 id="rewards-rules-title">{t('rewards.rule.listTitle')}</h2>
        <Link className="rewards-action" to={rewardsManagementPath(brandId, 'rule-management')}>
          {t('rewards.rule.create')}
        </Link>
      </div>
      {rules.kind === 'failed' ? (
        <RewardsFailure code={rules.code} onRetry={() => void store.loadRules(brandId)} />
      ) : (
        <>
          <TableScroll labelledBy="rewards-rules-title">
            <table className="dashboard-table" aria-busy={rules.kind === 'loading'}>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.rule.event')}</th>
                  <th scope="col">{t('rewards.rule.points')}</th>
                  <th scope="col">{t('rewards.rule.cap')}</th>
                  <th scope="col">{t('rewards.rule.effective')}</th>
                  <th scope="col">{t('rewards.rule.fired')}</th>
                </tr>
              </thead>
              {rules.kind === 'loading' ? (
                <SkeletonBody columns={5} />
              ) : (
                <tbody>
                  {rules.value.length === 0 && (
                    <tr>
                      <td colSpan={5}>{t('rewards.rule.empty')}</td>
                    </tr>
                  )}
                  {rules.value.map((rule) => (
                    <tr key={rule.id}>
                      <td>
                        <Link to={rewardsManagementPath(brandId, 'rule-management', rule.id)}>
                          {t(`rewards.rule.eventName.${rule.event}`)}
                        </Link>
                        {!rule.active && (
                          <Badge tier="sm" colour="tertiary" className="rewards-badge">
                            {t('rewards.rule.inactive')}
                          </Badge>
                        )}
                      </td>
                      <td>{number.format(rule.points)}</td>
                      <td>
                        {number.format(rule.capPerPeriod)} / {t(`rewards.period.${rule.period}`)}
                      </td>
                      <td>
                        <bdi>{rule.effectiveFrom}</bdi> – <bdi>{rule.effectiveTo ?? '…'}</bdi>
                      </td>
                      <td>{number.format(rule.firedCount)}</td>
                    </tr>
                  ))}
                </tbody>
              )}
            </table>
          </TableScroll>
          {rules.kind === 'ready' && (
            <p className="rewards-pager__count">
              {t('rewards.table.count', {
                from: rules.value.length === 0 ? 0 : 1,
                to: rules.value.length,
                total: rules.value.length,
              })}
            </p>
          )}
        </>
      )}
      {rules.kind === 'ready' && rules.value.some(grantableByHand) && (
        <HandGrantForm brandId={brandId} rules={rules.value.filter(grantableByHand)} />
      )}
    </div>
  );
});
