/**
 * Wire timestamps the product reads: a date, or a date and time separated by 'T' or a space,
 * with optional seconds and fraction, and an optional 'Z' or ±hh:mm / ±hhmm offset.
 */
const WIRE_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/**
 * An instant from the wire as epoch milliseconds: an ISO-8601 text (offset honoured, UTC when
 * absent), an SQL-style 'yyyy-MM-dd HH:mm:ss' text (UTC), or a finite number of epoch ms.
 * `undefined` for null, undefined, empty, unparseable or impossible values (Feb 30). Never throws.
 * Parsed by hand (no date library): it runs on every page, so it must stay small.
 */
export function parseInstant(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === null || value === undefined) return undefined;
  const match = WIRE_INSTANT.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.slice(0, 3).padEnd(3, '0')));
  const check = new Date(utc);
  const exact =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    check.getUTCHours() === h &&
    check.getUTCMinutes() === mi &&
    check.getUTCSeconds() === s;
  return exact ? utc - offsetMinutes(offset) * 60_000 : undefined;
}
