import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { RecognitionComposer } from './RecognitionComposer';
import { RewardsFailure, SkeletonBody } from './RewardsFailure';
import { BudgetManagementStore } from './budget-management.store';

/** One budget: allotted, spent, left (and overspent), what each person gave and received, and the composer. */
export const BudgetDetailView = observer(function BudgetDetailView({
  brandId,
  budgetId,
}: {
  readonly brandId: number;
  readonly budgetId: number;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(BudgetManagementStore);
  useEffect(() => {
    void store.loadDetail(brandId, budgetId);
  }, [store, brandId, budgetId]);
  const number = new Intl.NumberFormat(i18n.language);
  const detail = store.detail;
  if (detail.kind === 'failed') {
    return <RewardsFailure code={detail.code} onRetry={() => void store.loadDetail(brandId, budgetId)} />;
  }
  const budget = detail.kind === 'ready' ? detail.value.budget : undefined;
  const figures: readonly [string, number | undefined][] = [
    ['allotted', budget?.allotted],
    ['spent', budget?.spent],
    ['rulesSpent', budget?.rulesSpent],
    ['left', budget?.left],
    ['overspentFigure', budget?.overspent],
  ];
  return (
    <div className="rewards-stack">
      <div className="panel rewards-panel">
        <h2>
          {budget
            ? t('rewards.budget.detailTitle', {
                brand: budget.brand.name,
                period: t(`rewards.period.${budget.period}`),
                start: budget.periodStart,
              })
            : t('rewards.loading')}
        </h2>
        <dl className="rewards-figures" aria-busy={budget === undefined}>
          {figures.map(([key, value]) => (
            <div key={key} className="rewards-figures__item">
              <dt>{t(`rewards.budget.${key}`)}</dt>
              <dd>{value === undefined ? <span className="rewards-skeleton" /> : number.format(value)}</dd>
            </div>
          ))}
        </dl>
        {budget && budget.rolledOver > 0 && (
          <p className="field__hint">
            {t('rewards.budget.rolledOver', { points: number.format(budget.rolledOver) })}
          </p>
        )}
      </div>
      <RecognitionComposer brandId={brandId} onRecognised={() => void store.loadDetail(brandId, budgetId)} />
      <div className="panel rewards-panel">
        <h2 id="budget-people-title">{t('rewards.budget.people')}</h2>
        <TableScroll labelledBy="budget-people-title">
          <table className="dashboard-table" aria-busy={detail.kind === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('rewards.budget.person')}</th>
                <th scope="col">{t('rewards.budget.given')}</th>
                <th scope="col">{t('rewards.budget.received')}</th>
              </tr>
            </thead>
            {detail.kind === 'loading' ? (
              <SkeletonBody columns={3} />
            ) : (
              <tbody>
                {detail.value.people.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('rewards.budget.noPeople')}</td>
                  </tr>
                )}
                {detail.value.people.map((use) => (
                  <tr key={use.person.id}>
                    <td>
                      {use.person.firstName} {use.person.lastName}
                    </td>
                    <td>{number.format(use.given)}</td>
                    <td>{number.format(use.received)}</td>
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </TableScroll>
        {detail.kind === 'ready' && (
          <p className="rewards-pager__count">
            {t('rewards.table.count', {
              from: detail.value.people.length === 0 ? 0 : 1,
              to: detail.value.people.length,
              total: detail.value.people.length,
            })}
          </p>
        )}
      </div>
    </div>
  );
});
