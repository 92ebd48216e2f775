import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledShift, ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { movedShift, resizedShift } from '../../src-domain/schedules/shift-move.rules';
import { localDayOf } from '../../src-domain/schedules/week.rules';
import { useInjection } from '../injection/use-injection';
import { shiftWhen } from './schedule-format';
import { ScheduleWeekStore } from './schedule-week.store';
import type { ShiftKeyMove } from './ShiftCard';
import type { WeekRow } from './week-cells';

/**
 * The grid's moves and resizes of shifts (drag, handle, Alt+arrows), written through the store
 * with the shift's version. `said` is the sentence for screen readers after each (where the shift
 * now is, or why it did not move); a keyboard move keeps focus on the moved shift.
 */
export function useShiftMoves(week: ScheduleWeek, rows: readonly WeekRow[], days: readonly string[]) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  const [said, setSaid] = useState('');
  const focusAfter = useRef<number | undefined>(undefined);

  useEffect(() => {
    const id = focusAfter.current;
    if (id === undefined) return;
    focusAfter.current = undefined;
    // The grid and the phone's list both hold the shift; the one shown takes focus.
    const chips = document.querySelectorAll<HTMLElement>(`[data-shift-chip="${id}"]`);
    [...chips].find((chip) => chip.getClientRects().length > 0)?.focus();
  }, [week]);

  const write = useCallback(
    async (shift: ScheduledShift, draft: ReturnType<typeof movedShift>, keyboard: boolean) => {
      if (!draft) {
        setSaid(t('schedules.move.cannot'));
        return;
      }
      // Set before the write: the answer re-renders the grid (and runs the focus effect) first.
      if (keyboard) focusAfter.current = shift.id;
      const saved = await store.change(shift, draft);
      if (!saved) return;
      const current = store.week.kind === 'ready' ? store.week.value : undefined;
      const now = current?.shifts.find((each) => each.id === shift.id);
      if (!now || !current) return;
      setSaid(
        t('schedules.move.done', {
          who: now.personName ?? t('schedules.grid.open'),
          position: now.position,
          when: shiftWhen(now.startsAt, now.endsAt, current.timeZone, i18n.language),
        }),
      );
    },
    [store, t, i18n.language],
  );

  /** A dropped shift: onto a day and a row (undefined `row`: the person stays). */
  const drop = useCallback(
    (shiftId: number, day: string, row?: WeekRow) => {
      const shift = week.shifts.find((each) => each.id === shiftId);
      if (!shift) return;
      const target = { day, personId: row ? row.id : shift.personId };
      if (shift.personId === target.personId && localDayOf(shift.startsAt, week.timeZone) === day) return;
      void write(shift, movedShift(shift, target, week.timeZone), false);
    },
    [week, write],
  );

  const keyMove = useCallback(
    (shift: ScheduledShift, move: ShiftKeyMove) => {
      if (move.steps !== 0) {
        void write(shift, resizedShift(shift, move.steps), true);
        return;
      }
      const day = days[days.indexOf(localDayOf(shift.startsAt, week.timeZone)) + move.days];
      const row = rows[rows.findIndex((each) => each.id === shift.personId) + move.rows];
      if (!day || !row) {
        setSaid(t('schedules.move.edge'));
        return;
      }
      void write(shift, movedShift(shift, { day, personId: row.id }, week.timeZone), true);
    },
    [days, rows, week.timeZone, write, t],
  );

  const resize = useCallback(
    (shift: ScheduledShift, steps: number) => void write(shift, resizedShift(shift, steps), false),
    [write],
  );

  return { said, drop, keyMove, resize };
}
