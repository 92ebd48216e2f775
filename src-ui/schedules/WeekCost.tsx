import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostTotal, WeekCost } from '../../src-domain/schedules/wage.rules';
import { costTotalOf } from '../../src-domain/schedules/wage.rules';
import { dayLabel, hoursOf, moneyOf } from './schedule-format';

/**
 * How a group's hours and cost read ("7.5 h · $120.00"; how many shifts have no wage), in the
 * reader's language and the week's currency: read once for the whole grid (a translation hook
 * per row and day costs more than the text).
 */
export interface CostFormat {
  total(total: CostTotal): string;
  unpriced(count: number): string;
}

/** The CostFormat of `currency` in the reader's language (one object until either changes). */
export function useCostFormat(currency: string): CostFormat {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    // Many rows share a text (the same hours, no wage): each is translated once.
    const texts = new Map<string, string>();
    const remembered = (key: string, make: () => string) => {
      let text = texts.get(key);
      if (text === undefined) texts.set(key, (text = make()));
      return text;
    };
    return {
      total: (total) =>
        remembered(`total ${total.minutes} ${total.costMinor}`, () =>
          t('scheduleWages.grid.total', {
            hours: hoursOf(total.minutes, language),
            cost: moneyOf(total.costMinor, currency, language),
          }),
        ),
      unpriced: (count) => remembered(`unpriced ${count}`, () => t('scheduleWages.grid.unpriced', { count })),
    };
  }, [t, language, currency]);
}

/** "7.5 h · $120.00" (and how many shifts have no wage) of a group of shifts. */
export function CostText({ total, format }: { readonly total: CostTotal; readonly format: CostFormat }) {
  return (
    <span className="schedule__cost">
      {format.total(total)}
      {total.unpriced > 0 ? (
        <span className="schedule__flags"> {format.unpriced(total.unpriced)}</span>
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
  const format = useCostFormat(currency);
  return (
    <tfoot>
      <tr>
        <th scope="row">{t('scheduleWages.grid.dayTotal')}</th>
        {days.map((day) => (
          <td key={day} aria-label={dayLabel(day, i18n.language)}>
            <CostText total={costTotalOf(cost.byDay, day)} format={format} />
          </td>
        ))}
        <td data-testid="week-cost">
          <CostText total={cost.total} format={format} />
        </td>
      </tr>
    </tfoot>
  );
}
