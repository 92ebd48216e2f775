import type { MinorRules } from './minor.rules';
import type { LabourRules } from './shift.model';

/** The labour-rules form as typed: hours (decimals allowed, to the minute) and days, as text. */
export interface LabourRulesForm {
  readonly restHours: string;
  readonly maxDayHours: string;
  readonly maxWeekHours: string;
  readonly noticeDays: string;
  /** Minors' limits: hours a day, hours a week, earliest start and latest end as hours of the day ("7", "22.5"). */
  readonly minorDayHours: string;
  readonly minorWeekHours: string;
  readonly minorEarliestHour: string;
  readonly minorLatestHour: string;
}
export type LabourRulesField = keyof LabourRulesForm;

/**
 * Why a field is not acceptable: NOT_A_NUMBER (empty or not a number; days must be whole),
 * OUT_OF_RANGE (outside LABOUR_RULE_BOUNDS), WEEK_BELOW_DAY (the week's maximum under the day's),
 * LATEST_BEFORE_EARLIEST (minors' latest end not after their earliest start).
 */
export type LabourRulesProblem =
  'NOT_A_NUMBER' | 'OUT_OF_RANGE' | 'WEEK_BELOW_DAY' | 'LATEST_BEFORE_EARLIEST';

/** Inclusive bounds of each field, in its unit (hours, days): the server's schema, in hours. */
export const LABOUR_RULE_BOUNDS: { readonly [Field in LabourRulesField]: readonly [number, number] } = {
  restHours: [0, 48],
  maxDayHours: [1, 24],
  maxWeekHours: [1, 168],
  noticeDays: [0, 60],
  minorDayHours: [1, 24],
  minorWeekHours: [1, 168],
  minorEarliestHour: [0, 24],
  minorLatestHour: [0, 24],
};

/** The form of `rules` and `minors` (minutes shown as hours). */
export function labourRulesForm(rules: LabourRules, minors: MinorRules): LabourRulesForm {
  const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
  return {
    restHours: hours(rules.minRestMinutes),
    maxDayHours: hours(rules.maxDayMinutes),
    maxWeekHours: hours(rules.maxWeekMinutes),
    noticeDays: String(rules.noticeDays),
    minorDayHours: hours(minors.maxDayMinutes),
    minorWeekHours: hours(minors.maxWeekMinutes),
    minorEarliestHour: hours(minors.earliestMinute),
    minorLatestHour: hours(minors.latestMinute),
  };
}

/**
 * The rules a form means (hours rounded to the minute), or the problem of each wrong field. A
 * decimal comma is read as a point ("10,5" is 10.5 h).
 */
export function labourRulesFrom(form: LabourRulesForm):
  | { readonly rules: LabourRules; readonly minors: MinorRules; readonly problems?: undefined }
  | {
      readonly rules?: undefined;
      readonly minors?: undefined;
      readonly problems: Partial<Record<LabourRulesField, LabourRulesProblem>>;
    } {
  const problems: Partial<Record<LabourRulesField, LabourRulesProblem>> = {};
  const read = (field: LabourRulesField, whole: boolean): number => {
    const text = form[field].trim().replace(',', '.');
    const value = Number(text);
    if (text === '' || !Number.isFinite(value) || (whole && !Number.isInteger(value))) {
      problems[field] = 'NOT_A_NUMBER';
      return NaN;
    }
    const [min, max] = LABOUR_RULE_BOUNDS[field];
    if (value < min || value > max) problems[field] = 'OUT_OF_RANGE';
    return value;
  };
  const rest = read('restHours', false);
  const day = read('maxDayHours', false);
  const week = read('maxWeekHours', false);
  const notice = read('noticeDays', true);
  const minorDay = read('minorDayHours', false);
  const minorWeek = read('minorWeekHours', false);
  const earliest = read('minorEarliestHour', false);
  const latest = read('minorLatestHour', false);
  if (!problems.maxDayHours && !problems.maxWeekHours && week < day) problems.maxWeekHours = 'WEEK_BELOW_DAY';
  if (!problems.minorDayHours && !problems.minorWeekHours && minorWeek < minorDay) {
    problems.minorWeekHours = 'WEEK_BELOW_DAY';
  }
  if (!problems.minorEarliestHour && !problems.minorLatestHour && latest <= earliest) {
    problems.minorLatestHour = 'LATEST_BEFORE_EARLIEST';
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    rules: {
      minRestMinutes: Math.round(rest * 60),
      maxDayMinutes: Math.round(day * 60),
      maxWeekMinutes: Math.round(week * 60),
      noticeDays: notice,
    },
    minors: {
      maxDayMinutes: Math.round(minorDay * 60),
      maxWeekMinutes: Math.round(minorWeek * 60),
      earliestMinute: Math.round(earliest * 60),
      latestMinute: Math.round(latest * 60),
    },
  };
}
