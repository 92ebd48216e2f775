/** A wall-clock time of day. */
export interface ClockTime {
  /** 0–23. */
  readonly hours: number;
  /** 0–59. */
  readonly minutes: number;
}

export const MINUTES_PER_DAY = 24 * 60;

/** Default time format (spec 001 §5). Tokens: HH, H (24 h), hh, h (12 h), mm, m, A / a (AM/PM). */
export const DEFAULT_TIME_FORMAT = 'HH:mm';

type Token = 'HH' | 'H' | 'hh' | 'h' | 'mm' | 'm' | 'A' | 'a';
const TOKEN = /HH|H|hh|h|mm|m|A|a/g;
const PATTERN: Readonly<Record<Token, string>> = {
  HH: '([01]\\d|2[0-3])',
  H: '(1?\\d|2[0-3])',
  hh: '(0[1-9]|1[0-2])',
  h: '([1-9]|1[0-2])',
  mm: '([0-5]\\d)',
  m: '([1-5]?\\d)',
  A: '(AM|PM)',
  a: '(am|pm)',
};

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiled = new Map<string, { regex: RegExp; tokens: Token[] }>();

function compile(format: string): { regex: RegExp; tokens: Token[] } {
  const cached = compiled.get(format);
  if (cached) return cached;
  const tokens: Token[] = [];
  let source = '';
  let last = 0;
  for (const match of format.matchAll(TOKEN)) {
    source += escapeLiteral(format.slice(last, match.index)) + PATTERN[match[0] as Token];
    tokens.push(match[0] as Token);
    last = match.index + match[0].length;
  }
  const result = { regex: new RegExp(`^${source}${escapeLiteral(format.slice(last))}$`), tokens };
  compiled.set(format, result);
  return result;
}

/**
 * Parses `text` strictly in `format` (default 'HH:mm'): every character must match, two-digit
 * tokens need two digits, 12-hour tokens need the AM/PM part. `undefined` otherwise. Never throws.
 */
export function parseClockTime(text: string, format: string = DEFAULT_TIME_FORMAT): ClockTime | undefined {
  const { regex, tokens } = compile(format);
  const match = regex.exec(text);
  if (!match) return undefined;
  let hours = 0;
  let minutes = 0;
  let twelveHour: number | undefined;
  let pm = false;
  tokens.forEach((token, index) => {
    const value = match[index + 1]!;
    if (token === 'HH' || token === 'H') hours = Number(value);
    else if (token === 'hh' || token === 'h') twelveHour = Number(value) % 12;
    else if (token === 'mm' || token === 'm') minutes = Number(value);
    else pm = value.toUpperCase() === 'PM';
  });
  if (twelveHour !== undefined) hours = twelveHour + (pm ? 12 : 0);
  return { hours, minutes };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Formats a time in `format` (same tokens as `parseClockTime`). Never throws. */
export function formatClockTime(time: ClockTime, format: string = DEFAULT_TIME_FORMAT): string {
  const twelve = time.hours % 12 === 0 ? 12 : time.hours % 12;
  const meridiem = time.hours < 12 ? 'AM' : 'PM';
  const values: Readonly<Record<Token, string>> = {
    HH: pad(time.hours),
    H: String(time.hours),
    hh: pad(twelve),
    h: String(twelve),
    mm: pad(time.minutes),
    m: String(time.minutes),
    A: meridiem,
    a: meridiem.toLowerCase(),
  };
  return format.replace(TOKEN, (token) => values[token as Token]);
}

/** Minutes since midnight (0–1439). */
export function toMinutes(time: ClockTime): number {
  return time.hours * 60 + time.minutes;
}

/** The time of `minutes` since midnight, wrapped into one day (negative values wrap back). */
export function fromMinutes(minutes: number): ClockTime {
  const wrapped = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { hours: Math.floor(wrapped / 60), minutes: wrapped % 60 };
}

/** True when `format` shows an AM/PM part. */
export function isTwelveHourFormat(format: string): boolean {
  return /[Aa]/.test(format);
}
