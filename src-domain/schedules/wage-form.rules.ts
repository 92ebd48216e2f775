import { MAX_HOURLY_MINOR, type LocationWages } from './wage.rules';

/** Digits after the decimal point of `currency` (ISO 4217): 2 for USD, 0 for JPY; 2 when unknown. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** True when `currency` is an ISO 4217 code this runtime knows. */
export function isCurrency(currency: string): boolean {
  return /^[A-Z]{3}$/.test(currency) && Intl.supportedValuesOf('currency').includes(currency);
}

/**
 * The minor units an amount typed as text means ("12.5" or "12,50" in USD is 1250): undefined
 * when it is not a number, is negative, has more decimals than `currency` has, or passes
 * MAX_HOURLY_MINOR. Empty text is undefined too (the caller decides what empty means).
 */
export function minorFromText(text: string, currency: string): number | undefined {
  const digits = currencyDigits(currency);
  const cleaned = text.trim().replace(',', '.');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return undefined;
  const minor = Math.round(Number(cleaned) * 10 ** digits);
  return minor <= MAX_HOURLY_MINOR ? minor : undefined;
}

/** Minor units as the text a form shows ("12.50" for 1250 USD), with a point. */
export function textFromMinor(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** The wages form as typed: amounts as text in the currency's main unit ("12.50"); empty: no wage. */
export interface WagesForm {
  readonly currency: string;
  readonly positions: readonly { readonly position: string; readonly amount: string }[];
  readonly people: readonly { readonly personId: string; readonly amount: string }[];
}

/** Why a field is not acceptable: UNKNOWN_CURRENCY, NOT_AN_AMOUNT (not a number ≥ 0 to the currency's minor unit, or too large). */
export type WagesProblem = 'UNKNOWN_CURRENCY' | 'NOT_AN_AMOUNT';

/** The key of a field's problem: 'currency', `position:<name>`, `person:<id>`. */
export const wageFieldKey = (kind: 'position' | 'person', id: string) => `${kind}:${id}`;

/** The form of `wages`, a row for each of `positions` and `people` (empty where none is set). */
export function wagesForm(
  wages: LocationWages,
  positions: readonly string[],
  people: readonly string[],
): WagesForm {
  const key = (position: string) => position.trim().toLocaleLowerCase('en');
  const names = [...positions];
  for (const row of wages.positions)
    if (!names.some((name) => key(name) === key(row.position))) names.push(row.position);
  return {
    currency: wages.currency,
    positions: names.map((position) => {
      const set = wages.positions.find((row) => key(row.position) === key(position));
      return { position, amount: set ? textFromMinor(set.hourlyMinor, wages.currency) : '' };
    }),
    people: people.map((personId) => {
      const set = wages.people.find((row) => row.personId === personId);
      return { personId, amount: set ? textFromMinor(set.hourlyMinor, wages.currency) : '' };
    }),
  };
}

/** The wages a form means (empty amounts left out), or the problem of each wrong field by wageFieldKey. */
export function wagesFrom(
  form: WagesForm,
):
  | { readonly wages: LocationWages; readonly problems?: undefined }
  | { readonly wages?: undefined; readonly problems: Readonly<Record<string, WagesProblem>> } {
  const problems: Record<string, WagesProblem> = {};
  const currency = form.currency.trim().toUpperCase();
  if (!isCurrency(currency)) problems.currency = 'UNKNOWN_CURRENCY';
  const read = (key: string, amount: string): number | undefined => {
    if (amount.trim() === '') return undefined;
    // Amounts are read in the currency's unit: an unknown currency is the one problem named.
    if (problems.currency) return undefined;
    const minor = minorFromText(amount, currency);
    if (minor === undefined) problems[key] = 'NOT_AN_AMOUNT';
    return minor;
  };
  const positions = form.positions.flatMap((row) => {
    const hourlyMinor = read(wageFieldKey('position', row.position), row.amount);
    return hourlyMinor === undefined ? [] : [{ position: row.position.trim(), hourlyMinor }];
  });
  const people = form.people.flatMap((row) => {
    const hourlyMinor = read(wageFieldKey('person', row.personId), row.amount);
    return hourlyMinor === undefined ? [] : [{ personId: row.personId, hourlyMinor }];
  });
  if (Object.keys(problems).length > 0) return { problems };
  return { wages: { currency, positions, people } };
}
