/**
 * Which scheduled shift a worked shift of the timesheet is compared with (issue #34). A person can
 * have several scheduled shifts in a day (a split shift) and several worked shifts for one
 * scheduled shift (clocked out and back in); each comparison must use the right one, or a split's
 * second half reads as a clock-in hours late.
 */

/** A scheduled shift of a published week (ISO times). */
export interface PlannedShift {
  readonly startsAt: string;
  readonly endsAt: string;
}

/** A worked shift of the same person: its id and effective clock-in (ISO). */
export interface WorkedShift {
  readonly id: number;
  readonly clockInAt: string;
}

/**
 * What a worked shift is compared with: `plan`; `firstIn` when its clock-in is the plan's first
 * (the one judged early or late), `lastOut` when it is the plan's last worked shift (the one whose
 * clock-out is judged late).
 */
export interface PlanMatch {
  readonly plan: PlannedShift;
  readonly firstIn: boolean;
  readonly lastOut: boolean;
}

/** A scheduled shift starting further than this from a clock-in is not its plan. */
export const PLAN_MATCH_HOURS = 12;

/**
 * The plan of a clock-in at `at` (ms): the scheduled shift under way then (of several, the one
 * that started last), else the one whose start is nearest (a later one on a tie), within
 * PLAN_MATCH_HOURS; undefined when none is.
 */
export function planOf(planned: readonly PlannedShift[], at: number): PlannedShift | undefined {
  let found: { plan: PlannedShift; underWay: boolean; distance: number; start: number } | undefined;
  for (const plan of planned) {
    const start = Date.parse(plan.startsAt);
    const underWay = start <= at && at < Date.parse(plan.endsAt);
    const distance = Math.abs(at - start);
    if (!underWay && distance > PLAN_MATCH_HOURS * 3_600_000) continue;
    const better =
      !found ||
      (underWay !== found.underWay
        ? underWay
        : distance !== found.distance
          ? distance < found.distance
          : start > found.start);
    if (better) found = { plan, underWay, distance, start };
  }
  return found?.plan;
}

/**
 * The plan match of each of one person's `worked` shifts against their `planned` shifts, by
 * worked shift id; a worked shift with no plan has no entry.
 */
export function matchPlannedShifts(
  worked: readonly WorkedShift[],
  planned: readonly PlannedShift[],
): Map<number, PlanMatch> {
  const byPlan = new Map<PlannedShift, WorkedShift[]>();
  for (const shift of worked) {
    const plan = planOf(planned, Date.parse(shift.clockInAt));
    if (plan) byPlan.set(plan, [...(byPlan.get(plan) ?? []), shift]);
  }
  const matches = new Map<number, PlanMatch>();
  for (const [plan, shifts] of byPlan) {
    const ordered = [...shifts].sort(
      (a, b) => Date.parse(a.clockInAt) - Date.parse(b.clockInAt) || a.id - b.id,
    );
    ordered.forEach((shift, index) =>
      matches.set(shift.id, { plan, firstIn: index === 0, lastOut: index === ordered.length - 1 }),
    );
  }
  return matches;
}
