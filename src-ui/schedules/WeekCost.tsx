import { useTranslation } from 'react-i18next';
import type { CostTotal, WeekCost } from '../../src-domain/schedules/wage.rules';
import { costTotalOf } from '../../src-domain/schedules/wage.rules';
import { dayLabel, hoursOf, moneyOf } from './schedule-format';

/** "7.5 h · $120.00" (and how many shifts have no wage) of a group of shifts. */
export function CostText({ total, currency }: { readonly total: CostTotal; readonly currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="schedule__cost">
      {t('scheduleWages.grid.total', {
        hours: hoursOf(total.minutes, i18n.language),
        cost: moneyOf(total.costMinor, currency, i18n.language),
      })}
      {total.unpriced > 0 ? (
        <span className="schedule__flags">
          {' '}
          {t('scheduleWages.grid.unpriced', { count: total.unpriced })}
        </span>
      ) : null}
    </span>
  );
}

/** The grid's last row: hours and wage cost of each day and of the week. */
export function WeekCostFooter({
  cost,
  days,
  currency,
}: {
  readonly cost: WeekCost;
  readonly days: readonly string[];
  readonly currency: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <tfoot>
      <tr>
        <th scope="row">{t('scheduleWages.grid.dayTotal')}</th>
        {days.map((day) => (
          <td key={day} aria-label={dayLabel(day, i18n.language)}>
            <CostText total={costTotalOf(cost.byDay, day)} currency={currency} />
          </td>
        ))}
        <td data-testid="week-cost">
          <CostText total={cost.total} currency={currency} />
        </td>
      </tr>
    </tfoot>
  );
}
