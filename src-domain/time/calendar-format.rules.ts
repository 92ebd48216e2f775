import { DateTime } from 'luxon';

/** Default date format (spec 001 §5) and display formats, in the product's (moment-style) tokens. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'MMM DD, YYYY';
export const DAY_LABEL_FORMAT = 'ddd';
export const DAY_ARIA_FORMAT = 'dddd, MMMM D, YYYY';

const TOKENS: readonly (readonly [string, string])[] = [
  ['YYYY', 'yyyy'],
  ['YY', 'yy'],
  ['MMMM', 'MMMM'],
  ['MMM', 'MMM'],
  ['MM', 'MM'],
  ['M', 'M'],
  ['DD', 'dd'],
  ['D', 'd'],
  ['dddd', 'cccc'],
  ['ddd', 'ccc'],
];

const luxonFormats = new Map<string, string>();

/**
 * Translates a moment-style date format (YYYY, YY, MMMM, MMM, MM, M, DD, D, dddd, ddd) to luxon's
 * tokens; other letters are quoted as literals. Cached per format.
 */
export function toLuxonFormat(format: string): string {
  const cached = luxonFormats.get(format);
  if (cached !== undefined) return cached;
  let result = '';
  let index = 0;
  while (index < format.length) {
    const token = TOKENS.find(([moment]) => format.startsWith(moment, index));
    if (token) {
      result += token[1];
      index += token[0].length;
    } else {
      const character = format[index]!;
      result += /[a-z]/i.test(character) ? `'${character}'` : character;
      index += 1;
    }
  }
  luxonFormats.set(format, result);
  return result;
}

/**
 * Parses `text` strictly in `format` (default 'YYYY-MM-DD') as the start of that day in `zone`
 * (default UTC): the date must exist and re-format to exactly `text`. `undefined` otherwise.
 */
export function parseCalendarDate(
  text: string | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  zone = 'utc',
): DateTime | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  const luxonFormat = toLuxonFormat(format);
  const parsed = DateTime.fromFormat(text, luxonFormat, { zone, locale: 'en-US' });
  return parsed.isValid && parsed.toFormat(luxonFormat, { locale: 'en-US' }) === text
    ? parsed.startOf('day')
    : undefined;
}

/** Formats a date in a moment-style `format` with English names. */
export function formatCalendarDate(date: DateTime, format: string = DEFAULT_DATE_FORMAT): string {
  return date.toFormat(toLuxonFormat(format), { locale: 'en-US' });
}
