import { DateTime } from 'luxon';

/**
 * An instant from the wire as epoch milliseconds: an ISO-8601 text (offset honoured, UTC when
 * absent), an SQL-style 'yyyy-MM-dd HH:mm:ss' text (UTC), or a finite number of epoch ms.
 * `undefined` for null, undefined, empty or unparseable values. Never throws.
 */
export function parseInstant(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const iso = DateTime.fromISO(text, { zone: 'utc' });
  const parsed = iso.isValid ? iso : DateTime.fromSQL(text, { zone: 'utc' });
  return parsed.isValid ? parsed.toMillis() : undefined;
}
