import type { Shift } from './shift.model';
import { localDayOf, paidMinutes } from './week.rules';

/**
 * A location's hourly wages (issue #34), read and written only by those who manage its
 * schedule. Money is an integer count of minor units (cents) of `currency` (ISO 4217).
 */
export interface LocationWages {
  /** ISO 4217 code, e.g. "USD"; every amount of the location is in it. */
  readonly currency: string;
  /** Hourly wage per position (the shift's position text, matched trimmed and case-insensitively). */
  readonly positions: readonly { readonly position: string; readonly hourlyMinor: number }[];
  /** A person's own hourly wage at the location: it overrides the position's, whatever the position. */
  readonly people: readonly { readonly personId: string; readonly hourlyMinor: number }[];
}

/** No wages set: nothing is priced. */
export const NO_WAGES: LocationWages = { currency: 'USD', positions: [], people: [] };

/** Upper bound of an hourly wage, minor units (10 000.00 a hour): a typo guard. */
export const MAX_HOURLY_MINOR = 1_000_000;

type Costed = Pick<Shift, 'personId' | 'position' | 'startsAt' | 'endsAt' | 'breakMinutes'>;

const positionKey = (position: string) => position.trim().toLocaleLowerCase('en');

/**
 * The hourly wage (minor units) `shift` is paid at: its person's override, else its position's
 * wage; undefined when neither is set (an open shift: its position's wage).
 */
export function hourlyWageOf(
  shift: Pick<Shift, 'personId' | 'position'>,
  wages: LocationWages,
): number | undefined {
  const own = shift.personId ? wages.people.find((person) => person.personId === shift.personId) : undefined;
  if (own) return own.hourlyMinor;
  const key = positionKey(shift.position);
  return wages.positions.find((entry) => positionKey(entry.position) === key)?.hourlyMinor;
}

/**
 * The wage cost of `shift` in minor units: its paid minutes (length less its break — breaks are
 * unpaid) times the hourly wage, rounded to the minor unit; undefined when it has no wage.
 */
export function shiftCostMinor(shift: Costed, wages: LocationWages): number | undefined {
  const hourly = hourlyWageOf(shift, wages);
  return hourly === undefined ? undefined : Math.round((paidMinutes(shift) * hourly) / 60);
}

/** Paid minutes and wage cost of a group of shifts (a day, a person, a week). */
export interface CostTotal {
  readonly minutes: number;
  /** Sum of the priced shifts' costs, minor units. */
  readonly costMinor: number;
  /** Shifts of the group without a wage (their minutes count, their cost does not). */
  readonly unpriced: number;
}

/** Totals of a week: the whole, by local day and by person (open shifts under ''). */
export interface WeekCost {
  readonly total: CostTotal;
  /** By local ISO date of the shift's start in the location's zone (an overnight shift counts on the day it starts). */
  readonly byDay: ReadonlyMap<string, CostTotal>;
  readonly byPerson: ReadonlyMap<string, CostTotal>;
}

const EMPTY: CostTotal = { minutes: 0, costMinor: 0, unpriced: 0 };

/** The paid minutes and cost of `shifts` in total, by local day (in `zone`) and by person. */
export function weekCostOf(shifts: readonly Costed[], wages: LocationWages, zone: string): WeekCost {
  const byDay = new Map<string, CostTotal>();
  const byPerson = new Map<string, CostTotal>();
  let total = EMPTY;
  const plus = (sum: CostTotal, minutes: number, cost: number | undefined): CostTotal => ({
    minutes: sum.minutes + minutes,
    costMinor: sum.costMinor + (cost ?? 0),
    unpriced: sum.unpriced + (cost === undefined ? 1 : 0),
  });
  for (const shift of shifts) {
    const minutes = paidMinutes(shift);
    const cost = shiftCostMinor(shift, wages);
    const day = localDayOf(shift.startsAt, zone);
    const person = shift.personId ?? '';
    byDay.set(day, plus(byDay.get(day) ?? EMPTY, minutes, cost));
    byPerson.set(person, plus(byPerson.get(person) ?? EMPTY, minutes, cost));
    total = plus(total, minutes, cost);
  }
  return { total, byDay, byPerson };
}

/** The total of a group in `cost`, or an empty one. */
export const costTotalOf = (totals: ReadonlyMap<string, CostTotal>, key: string): CostTotal =>
  totals.get(key) ?? EMPTY;
