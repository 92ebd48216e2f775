import type { LabourRules, Shift, ShiftFlag } from './shift.model';
import { localDayOf, paidMinutes } from './week.rules';

type Timed = Pick<Shift, 'id' | 'personId' | 'startsAt' | 'endsAt' | 'breakMinutes'>;

/** What `flagsOf` needs besides the shifts. */
export interface FlagContext {
  readonly rules: LabourRules;
  /** The location's time zone: days are local days. */
  readonly zone: string;
  /** Now, epoch ms: SHORT_NOTICE counts from here. */
  readonly now: number;
  /**
   * Shifts checked for notice: a draft week's every shift (publishing it is the change), a
   * published week's shifts changed since. Undefined: every shift.
   */
  readonly noticeFor?: ReadonlySet<number>;
}

/**
 * The labour-rule flags of each shift of `shifts` (the person's shifts of the week and the days
 * around it, so rest across a week boundary is seen), by shift id; a shift without flags is
 * absent. Open shifts get only SHORT_NOTICE. Rules, per person:
 * - OVERLAP on both shifts when they share any minute;
 * - SHORT_REST on the later shift when its start is less than `minRestMinutes` after the end of
 *   the person's previous shift (a close then an open: "clopen");
 * - DAY_LIMIT on every shift of a local day (by start) whose paid minutes pass `maxDayMinutes`;
 * - WEEK_LIMIT on every shift of a week (`weekOf`, by start) whose paid minutes pass `maxWeekMinutes`;
 * - SHORT_NOTICE when the shift starts before now + `noticeDays` days (and is in `noticeFor`).
 */
export function flagsOf(
  shifts: readonly Timed[],
  context: FlagContext,
  weekOf: (instant: string) => string = (instant) => instant.slice(0, 10),
): Map<number, ShiftFlag[]> {
  const flags = new Map<number, Set<ShiftFlag>>();
  const add = (id: number, flag: ShiftFlag) => {
    let set = flags.get(id);
    if (!set) flags.set(id, (set = new Set()));
    set.add(flag);
  };
  const { rules, zone, now } = context;
  const noticeUntil = now + rules.noticeDays * 86_400_000;
  for (const shift of shifts) {
    const start = Date.parse(shift.startsAt);
    if (start < noticeUntil && start > now && (context.noticeFor?.has(shift.id) ?? true)) {
      add(shift.id, 'SHORT_NOTICE');
    }
  }
  // A zone's local day and week are dear to compute (luxon reads the zone's offsets): once per start.
  const dayOf = remembered((instant: string) => localDayOf(instant, zone));
  const weekKeyOf = remembered(weekOf);
  const byPerson = new Map<string, Timed[]>();
  for (const shift of shifts) {
    if (!shift.personId) continue;
    const list = byPerson.get(shift.personId) ?? [];
    list.push(shift);
    byPerson.set(shift.personId, list);
  }
  for (const own of byPerson.values()) {
    const sorted = [...own].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    let latestEnd: Timed | undefined;
    for (const shift of sorted) {
      const start = Date.parse(shift.startsAt);
      for (const other of sorted) {
        if (other === shift) continue;
        if (start < Date.parse(other.endsAt) && Date.parse(other.startsAt) < Date.parse(shift.endsAt)) {
          add(shift.id, 'OVERLAP');
        }
      }
      if (latestEnd) {
        const rest = (start - Date.parse(latestEnd.endsAt)) / 60_000;
        if (rest >= 0 && rest < rules.minRestMinutes) add(shift.id, 'SHORT_REST');
      }
      if (!latestEnd || Date.parse(shift.endsAt) > Date.parse(latestEnd.endsAt)) latestEnd = shift;
    }
    overLimit(sorted, (shift) => dayOf(shift.startsAt), rules.maxDayMinutes, 'DAY_LIMIT', add);
    overLimit(sorted, (shift) => weekKeyOf(shift.startsAt), rules.maxWeekMinutes, 'WEEK_LIMIT', add);
  }
  return new Map([...flags].map(([id, set]) => [id, [...set]]));
}

/** `compute` answering from memory for an instant it has seen. */
function remembered(compute: (instant: string) => string): (instant: string) => string {
  const seen = new Map<string, string>();
  return (instant) => {
    let value = seen.get(instant);
    if (value === undefined) seen.set(instant, (value = compute(instant)));
    return value;
  };
}

function overLimit(
  shifts: readonly Timed[],
  keyOf: (shift: Timed) => string,
  maxMinutes: number,
  flag: ShiftFlag,
  add: (id: number, flag: ShiftFlag) => void,
): void {
  const groups = new Map<string, Timed[]>();
  for (const shift of shifts) {
    const key = keyOf(shift);
    const group = groups.get(key) ?? [];
    group.push(shift);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const minutes = group.reduce((sum, shift) => sum + paidMinutes(shift), 0);
    if (minutes > maxMinutes) for (const shift of group) add(shift.id, flag);
  }
}

/**
 * The flags `shift` would carry if `personId` worked it beside their `others` shifts: what a
 * cover's approval re-checks. SHORT_NOTICE is left out (a cover changes who, not when).
 */
export function flagsForTaker(
  shift: Timed,
  personId: string,
  others: readonly Timed[],
  context: Omit<FlagContext, 'noticeFor'>,
  weekOf?: (instant: string) => string,
): ShiftFlag[] {
  const mine = others.filter((other) => other.personId === personId && other.id !== shift.id);
  const flags = flagsOf([...mine, { ...shift, personId }], { ...context, noticeFor: new Set() }, weekOf);
  return flags.get(shift.id) ?? [];
}
