import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { AnnouncementComposer } from './AnnouncementComposer';
import { Pager, RewardsFailure, SkeletonBody } from './RewardsFailure';
import { rewardsManagementPath } from './rewards-paths';
import { REWARDS_PAGE_SIZE } from './rewards.loadable';
import { RewardsSettingsStore } from './rewards-settings.store';
import { Badge } from '../widgets/badge/Badge';

/**
 * The budget tab: the subtree's budgets by period with allotted, spent (and the rules' share of
 * it: rules are part of the period's budget) and left, "Allocate", and
 * the composer of announcements to the news feed.
 */
export const BudgetsTab = observer(function BudgetsTab({ brandId }: { readonly brandId: number }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(RewardsSettingsStore);
  useEffect(() => {
    void store.loadBudgets(brandId);
  }, [store, brandId]);
  const number = new Intl.NumberFormat(i18n.language);
  const budgets = store.budgets;
  return (
    <div className="panel rewards-panel">
      <div className="rewards-panel__head">
        <h2 id="rewards-budgets-title">{t('rewards.budget.listTitle')}</h2>
        <Link className="rewards-action" to={rewardsManagementPath(brandId, 'budget-management')}>
          {t('rewards.budget.allocate')}
        </Link>
      </div>
      {budgets.kind === 'failed' ? (
        <RewardsFailure
          code={budgets.code}
          onRetry={() => void store.loadBudgets(brandId, store.budgetsOffset)}
        />
      ) : (
        <>
          <TableScroll labelledBy="rewards-budgets-title">
            <table className="dashboard-table" aria-busy={budgets.kind === 'loading'}>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.budget.brand')}</th>
                  <th scope="col">{t('rewards.budget.period')}</th>
                  <th scope="col">{t('rewards.budget.allotted')}</th>
                  <th scope="col">{t('rewards.budget.spent')}</th>
                  <th scope="col">{t('rewards.budget.left')}</th>
                  <th scope="col">{t('rewards.budget.mode')}</th>
                </tr>
              </thead>
              {budgets.kind === 'loading' ? (
                <SkeletonBody columns={6} />
              ) : (
                <tbody>
                  {budgets.value.items.length === 0 && (
                    <tr>
                      <td colSpan={6}>{t('rewards.budget.empty')}</td>
                    </tr>
                  )}
                  {budgets.value.items.map((budget) => (
                    <tr key={budget.id}>
                      <td>
                        <Link to={rewardsManagementPath(brandId, 'budget-management', budget.id)}>
                          {budget.brand.name}
                        </Link>
                      </td>
                      <td>
                        {t(`rewards.period.${budget.period}`)} · <bdi>{budget.periodStart}</bdi>
                      </td>
                      <td>{number.format(budget.allotted)}</td>
                      <td>
                        {number.format(budget.spent)}
                        {budget.rulesSpent > 0 && (
                          <Badge tier="sm" colour="tertiary" className="rewards-badge">
                            {t('rewards.budget.rulesShare', { points: number.format(budget.rulesSpent) })}
                          </Badge>
                        )}
                      </td>
                      <td>
                        {number.format(budget.left)}
                        {budget.overspent > 0 && (
                          <Badge tier="sm" colour="warning" className="rewards-badge">
                            {t('rewards.budget.overspent', { points: number.format(budget.overspent) })}
                          </Badge>
                        )}
                      </td>
                      <td>{t(`rewards.mode.${budget.mode}`)}</td>
                    </tr>
                  ))}
                </tbody>
              )}
            </table>
          </TableScroll>
          {budgets.kind === 'ready' && (
            <Pager
              offset={store.budgetsOffset}
              shown={budgets.value.items.length}
              total={budgets.value.total}
              pageSize={REWARDS_PAGE_SIZE}
              onPage={(offset) => void store.loadBudgets(brandId, offset)}
            />
          )}
        </>
      )}
      <AnnouncementComposer brandId={brandId} />
    </div>
  );
});
