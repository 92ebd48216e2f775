import { memo, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledShift } from '../../src-domain/schedules/schedules-api.port';
import type { ShiftFlag } from '../../src-domain/schedules/shift.model';
import { RESIZE_STEP_MINUTES, stepsOf } from '../../src-domain/schedules/shift-move.rules';
import { timeOf } from './schedule-format';
import { flagKey } from './AvailabilityMarks';
import { MinorBadge } from './MinorBadge';
import type { ShiftDialogTarget } from './ShiftDialog';

/** The drag type a shift travels as (its id, as text); the week's drop area accepts only it. */
export const SHIFT_DRAG_TYPE = 'application/x-brigade-shift';

/** Pixels of a pointer's vertical travel on the resize handle per RESIZE_STEP_MINUTES. */
export const PIXELS_PER_STEP = 8;

/** The id of the element describing the keyboard moves (rendered once by the grid). */
export const MOVE_HINT_ID = 'schedule-move-hint';

/** A keyboard move of a focused shift: days and rows to move by, steps to move its end by. */
export interface ShiftKeyMove {
  readonly days: number;
  readonly rows: number;
  readonly steps: number;
}

/**
 * The key move Alt+arrows ask for: Alt+←/→ a day earlier / later (mirrored right to left),
 * Alt+↑/↓ the row above / below, Alt+Shift+↑/↓ the end 15 minutes earlier / later. Undefined for
 * any other key.
 */
export function keyMoveOf(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>,
  rtl: boolean,
): ShiftKeyMove | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (event.shiftKey) {
    if (event.key === 'ArrowUp') return { days: 0, rows: 0, steps: -1 };
    if (event.key === 'ArrowDown') return { days: 0, rows: 0, steps: 1 };
    return undefined;
  }
  if (event.key === forward) return { days: 1, rows: 0, steps: 0 };
  if (event.key === back) return { days: -1, rows: 0, steps: 0 };
  if (event.key === 'ArrowUp') return { days: 0, rows: -1, steps: 0 };
  if (event.key === 'ArrowDown') return { days: 0, rows: 1, steps: 0 };
  return undefined;
}

/**
 * The words every shift card of a week shares, read once per language for the whole grid (a
 * translation hook per card costs more than the card): who an open shift is, which way is
 * forward for Alt+arrows, and the flags' and cover requests' texts.
 */
export interface ShiftCardTexts {
  readonly language: string;
  readonly rtl: boolean;
  readonly open: string;
  flag(flag: ShiftFlag): string;
  request(status: string): string;
}

/** The ShiftCardTexts of the reader's language (one object until the language changes). */
export function useShiftCardTexts(): ShiftCardTexts {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const flags = new Map<ShiftFlag, string>();
    const requests = new Map<string, string>();
    return {
      language,
      rtl: i18n.dir(language) === 'rtl',
      open: t('schedules.grid.open'),
      flag(flag) {
        let text = flags.get(flag);
        if (text === undefined) flags.set(flag, (text = t(flagKey(flag))));
        return text;
      },
      request(status) {
        let text = requests.get(status);
        if (text === undefined) requests.set(status, (text = t(`schedules.requestStatus.${status}`)));
        return text;
      },
    };
  }, [t, i18n, language]);
}

/**
 * A shift on the grid: a button opening its dialog (click, Enter, Space) that moves with Alt+arrow
 * keys (described by MOVE_HINT_ID), dragged by mouse or touch onto a cell (its draggable part
 * carries `data-drag-shift`; the week's WeekDragArea holds the one react-aria drag and drop for
 * all cards), and a handle at its foot whose vertical drag moves its end by 15-minute steps
 * (shown while dragging, written on release). `onKeyMove` and `onResize` write. Memoised: a
 * week's answer re-renders only the cards whose shift changed.
 */
export const ShiftCard = memo(function ShiftCard({
  shift,
  zone,
  dayText,
  texts,
  onOpen,
  onKeyMove,
  onResize,
  withPerson = false,
  minor = false,
}: {
  readonly shift: ScheduledShift;
  readonly zone: string;
  /** The shift's local day as the grid names it (dayLabel), for its accessible name. */
  readonly dayText: string;
  readonly texts: ShiftCardTexts;
  readonly onOpen: (target: ShiftDialogTarget) => void;
  readonly onKeyMove: (shift: ScheduledShift, move: ShiftKeyMove) => void;
  readonly onResize: (shift: ScheduledShift, steps: number) => void;
  readonly withPerson?: boolean;
  /** True: its person is marked a minor, badged beside their name when `withPerson`. */
  readonly minor?: boolean;
}) {
  const resize = useRef<{ readonly y: number; readonly pointer: number } | undefined>(undefined);
  const [steps, setSteps] = useState(0);
  const who = shift.personName ?? texts.open;
  const language = texts.language;
  const endsAt =
    steps === 0
      ? shift.endsAt
      : new Date(Date.parse(shift.endsAt) + steps * RESIZE_STEP_MINUTES * 60_000).toISOString();

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    resize.current = { y: event.clientY, pointer: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (resize.current?.pointer !== event.pointerId) return;
    setSteps(stepsOf(event.clientY - resize.current.y, PIXELS_PER_STEP));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (resize.current?.pointer !== event.pointerId) return;
    const moved = stepsOf(event.clientY - resize.current.y, PIXELS_PER_STEP);
    resize.current = undefined;
    setSteps(0);
    if (event.type === 'pointerup' && moved !== 0) onResize(shift, moved);
  };

  return (
    <div className="schedule__card">
      <div className="schedule__drag" draggable="true" data-drag-shift={shift.id}>
        <button
          type="button"
          data-shift-chip={shift.id}
          aria-describedby={MOVE_HINT_ID}
          className={`schedule__shift${shift.flags.length > 0 ? ' schedule__shift--flagged' : ''}${shift.personId ? '' : ' schedule__shift--open'}`}
          onClick={() => onOpen({ kind: 'edit', shift })}
          onKeyDown={(event) => {
            const move = keyMoveOf(event, texts.rtl);
            if (!move) return;
            event.preventDefault();
            onKeyMove(shift, move);
          }}
        >
          {/* Who and which day, for a name read out of the grid (the visible text stays its end). */}
          <span className="visually-hidden">{`${who}, ${dayText}, `}</span>
          <span className="schedule__time">
            {timeOf(shift.startsAt, zone, language)}–{timeOf(endsAt, zone, language)}
          </span>
          {/* A bare text: the button's grid makes it a line of its own with no element (400 cards). */}
          {withPerson ? `${who} · ${shift.position}` : shift.position}
          {withPerson && minor ? <MinorBadge /> : null}
          {shift.flags.length > 0 ? (
            <span className="schedule__flags">
              ⚠ {shift.flags.map((flag) => texts.flag(flag)).join(', ')}
            </span>
          ) : null}
          {shift.request ? (
            <span className="schedule__flags">{texts.request(shift.request.status)}</span>
          ) : null}
        </button>
      </div>
      {/* The pointer's way to resize; the keyboard's is Alt+Shift+↑/↓ on the button. */}
      <div
        className={`schedule__resize${steps !== 0 ? ' schedule__resize--active' : ''}`}
        data-testid="shift-resize"
        aria-hidden="true"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
    </div>
  );
});
