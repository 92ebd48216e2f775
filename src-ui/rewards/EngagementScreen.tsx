import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngagementRow } from '../../src-domain/rewards/rewards.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { MonthPicker } from '../widgets/date-picker/MonthPicker';
import { WeekPicker } from '../widgets/date-picker/WeekPicker';
import { RewardsFailure, SkeletonBody } from './RewardsFailure';
import { EngagementStore } from './engagement.store';
import './rewards.css';

type Span = 'MONTH' | 'WEEK';
const COLUMNS: readonly (keyof EngagementRow)[] = [
  'pointsGiven',
  'recognitions',
  'activeRecognisers',
  'recipients',
  'budgetAllotted',
  'budgetSpent',
  'raffleEntries',
  'raffleParticipants',
];

/** First and last day of the month ('2026-11') or of the week of the day ('2026-11-23') picked. */
function rangeOf(span: Span, value: string): { from: string; to: string } | undefined {
  const start = span === 'MONTH' ? DateTime.fromFormat(value, 'yyyy-MM') : DateTime.fromISO(value);
  if (!start.isValid) return undefined;
  const unit = span === 'MONTH' ? 'month' : 'week';
  return { from: start.startOf(unit).toISODate()!, to: start.endOf(unit).toISODate()! };
}

/**
 * The engagement dashboard (issue #17): points given, recognitions, active recognisers,
 * recipients, budget use and raffle participation of the context brand's subtree for a month or
 * a week, in total and per child brand, and the points its people hold now.
 */
const EngagementScreen = observer(function EngagementScreen() {
  const { t, i18n } = useTranslation();
  const store = useInjection(EngagementStore);
  const brands = useInjection(BrandContextStore);
  const [span, setSpan] = useState<Span>('MONTH');
  const [month, setMonth] = useState(() => DateTime.utc().toFormat('yyyy-MM'));
  const [week, setWeek] = useState(() => DateTime.utc().startOf('week').toISODate()!);
  const today = DateTime.utc().toISODate()!;
  const range = rangeOf(span, span === 'MONTH' ? month : week);
  useEffect(() => {
    if (range) void store.load(range.from, range.to);
  }, [store, range?.from, range?.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const number = new Intl.NumberFormat(i18n.language);
  const figures = store.figures;
  const totals = figures.kind === 'ready' ? figures.value.totals : undefined;
  return (
    <DashboardFrame
      title={t('rewards.engagement.title')}
      brand={brands.activeBrand?.name}
      className="rewards"
      meta={
        <div className="panel rewards-panel rewards-pickers">
          <div className="field">
            <label htmlFor="engagement-span">{t('rewards.engagement.span')}</label>
            <select
              id="engagement-span"
              value={span}
              onChange={(event) => setSpan(event.target.value as Span)}
            >
              <option value="MONTH">{t('rewards.engagement.month')}</option>
              <option value="WEEK">{t('rewards.engagement.week')}</option>
            </select>
          </div>
          {span === 'MONTH' ? (
            <MonthPicker
              label={t('rewards.engagement.month')}
              value={month}
              max={today}
              onChange={setMonth}
            />
          ) : (
            <WeekPicker label={t('rewards.engagement.week')} value={week} max={today} onChange={setWeek} />
          )}
        </div>
      }
    >
      {figures.kind === 'failed' ? (
        <RewardsFailure code={figures.code} onRetry={() => range && void store.load(range.from, range.to)} />
      ) : (
        <>
          <dl className="rewards-figures panel rewards-panel" aria-busy={totals === undefined}>
            {(['pointsGiven', 'activeRecognisers', 'budgetSpent', 'raffleParticipants'] as const).map(
              (key) => (
                <div key={key} className="rewards-figures__item">
                  <dt>{t(`rewards.engagement.column.${key}`)}</dt>
                  <dd>{totals ? number.format(totals[key]) : <span className="rewards-skeleton" />}</dd>
                </div>
              ),
            )}
            <div className="rewards-figures__item">
              <dt>{t('rewards.engagement.available')}</dt>
              <dd>
                {totals && store.available !== undefined ? (
                  number.format(store.available)
                ) : (
                  <span className="rewards-skeleton" />
                )}
              </dd>
            </div>
          </dl>
          <div className="panel rewards-panel">
            <h2 id="engagement-by-brand">{t('rewards.engagement.byBrand')}</h2>
            <TableScroll labelledBy="engagement-by-brand">
              <table className="dashboard-table" aria-busy={figures.kind === 'loading'}>
                <thead>
                  <tr>
                    <th scope="col">{t('rewards.budget.brand')}</th>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {t(`rewards.engagement.column.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                {figures.kind === 'loading' ? (
                  <SkeletonBody columns={COLUMNS.length + 1} />
                ) : (
                  <tbody>
                    {figures.value.byBrand.map((row) => (
                      <tr key={row.brand.id}>
                        <th scope="row">{row.brand.name}</th>
                        {COLUMNS.map((column) => (
                          <td key={column}>{number.format(row[column])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                )}
              </table>
            </TableScroll>
            {figures.kind === 'ready' && (
              <p className="rewards-pager__count">
                {t('rewards.table.count', {
                  from: figures.value.byBrand.length === 0 ? 0 : 1,
                  to: figures.value.byBrand.length,
                  total: figures.value.byBrand.length,
                })}
              </p>
            )}
          </div>
        </>
      )}
    </DashboardFrame>
  );
});
export default EngagementScreen;
