import { memo } from 'react';
import type { ScheduledShift } from '../../src-domain/schedules/schedules-api.port';
import type { LocationAvailability } from '../../src-domain/schedules/schedule-availability-api.port';
import { costTotalOf, type WeekCost } from '../../src-domain/schedules/wage.rules';
import { AvailabilityMarks } from './AvailabilityMarks';
import { MinorBadge } from './MinorBadge';
import { ShiftCard, type ShiftCardTexts, type ShiftKeyMove } from './ShiftCard';
import type { ShiftDialogTarget } from './ShiftDialog';
import { CostText, type CostFormat } from './WeekCost';
import { cellKey, type WeekRow } from './week-cells';

/** Where the person's name goes in a cell's "+" name translated once per day (`addLabels`). */
export const PERSON_SLOT = '\u0000person\u0000';

/**
 * One row of the week grid (a person or the open shifts): its name, a cell per day with the
 * row's availability marks, shifts and "+", and its week's hours and cost. Memoised: every prop
 * is the same object for a week (the grid's memos), so a change elsewhere (the time-off
 * requests, a dialog, a move's sentence) renders only the rows it concerns; `availability` is
 * given only to a row it marks. `index` is the row's place among the body's rows (data-drop-row).
 */
export const WeekGridRow = memo(function WeekGridRow({
  row,
  index,
  days,
  cells,
  availability,
  zone,
  labels,
  addLabels,
  texts,
  cost,
  costFormat,
  onOpen,
  onKeyMove,
  onResize,
}: {
  readonly row: WeekRow;
  readonly index: number;
  readonly days: readonly string[];
  readonly cells: ReadonlyMap<string, readonly ScheduledShift[]>;
  readonly availability: LocationAvailability | undefined;
  readonly zone: string;
  readonly labels: ReadonlyMap<string, string>;
  readonly addLabels: ReadonlyMap<string, string>;
  readonly texts: ShiftCardTexts;
  readonly cost: WeekCost;
  readonly costFormat: CostFormat;
  readonly onOpen: (target: ShiftDialogTarget) => void;
  readonly onKeyMove: (shift: ScheduledShift, move: ShiftKeyMove) => void;
  readonly onResize: (shift: ScheduledShift, steps: number) => void;
}) {
  return (
    <tr>
      <th scope="row">
        {row.name}
        {row.minor ? <MinorBadge /> : null}
      </th>
      {days.map((day) => (
        <td key={day} data-drop-day={day} data-drop-row={index}>
          {row.id !== undefined && availability ? (
            <AvailabilityMarks availability={availability} personId={row.id} day={day} />
          ) : null}
          {(cells.get(cellKey(row.id, day)) ?? []).map((shift) => (
            <ShiftCard
              key={shift.id}
              shift={shift}
              zone={zone}
              dayText={labels.get(day) ?? ''}
              texts={texts}
              onOpen={onOpen}
              onKeyMove={onKeyMove}
              onResize={onResize}
            />
          ))}
          <button
            type="button"
            className="schedule__add"
            aria-label={addLabels.get(day)?.replace(PERSON_SLOT, () => row.name)}
            onClick={() => onOpen({ kind: 'new', personId: row.id, day })}
          >
            +
          </button>
        </td>
      ))}
      <td>
        <CostText total={costTotalOf(cost.byPerson, row.id ?? '')} format={costFormat} />
      </td>
    </tr>
  );
});
