import { START_WORDS, STOP_WORDS } from '../notifications/sms-keywords.rules';

/**
 * Text-to-apply codes (issue #38): what a candidate texts to start applying to a position
 * ("PATIO"). A code is 3 to 10 letters or digits, starting with a letter, upper case; never a
 * word the SMS flow itself reads (STOP and START words, YES, SKIP, HELP).
 */
export const SMS_CODE_PATTERN = /^[A-Z][A-Z0-9]{2,9}$/;
const RESERVED = new Set([...STOP_WORDS, ...START_WORDS, 'YES', 'NO', 'SKIP', 'HELP', 'INFO']);

/** The code as stored and compared: trimmed, upper case (a text's "patio " is PATIO). */
export function normalizeSmsCode(text: string): string {
  return text.trim().toUpperCase();
}

/** Whether `code` (normalized) may be a position's code. */
export function isValidSmsCode(code: string): boolean {
  return SMS_CODE_PATTERN.test(code) && !RESERVED.has(code);
}

/**
 * Codes to try, in order, for a position titled `title`: its first word of three letters or more
 * (at most 8 letters, accents dropped; "Patio server" → PATIO, "Dishwasher" → DISHWASH), then
 * that with 2, 3, … 99 appended; JOB when the title has no usable word. Every candidate is valid.
 */
export function smsCodeCandidates(title: string): string[] {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, 8));
  const first = words.find(isValidSmsCode);
  const base = first ?? 'JOB';
  const candidates = [base];
  for (let n = 2; n <= 99; n += 1) candidates.push(`${base}${n}`);
  return candidates;
}
