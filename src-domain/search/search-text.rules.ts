/**
 * The one normalisation of global search (issue #37): what the index stores and what a query is
 * compared with, on SQLite and PostgreSQL alike. Lower case; accents and other combining marks
 * removed (NFKD, so "José" → "jose", "Łódź" → "lodz", "ё" → "е"); Arabic folded the way people
 * type it: harakat and tatweel dropped, alef forms (أ إ آ ٱ) → ا, ى → ي, ة → ه, ؤ → و, ئ → ي;
 * a few letters without a decomposition mapped by hand (ł ø đ ß æ œ ı); runs of spaces (and
 * anything that is not a letter, digit, `@`, `.`, `+`, `-` or `_`) become one space, trimmed.
 * Pure and total: any string in, a string out ('' for nothing searchable).
 */
export function foldSearchText(text: string): string {
  const decomposed = text.normalize('NFKD').toLowerCase();
  let out = '';
  for (const char of decomposed) {
    if (COMBINING.test(char) || char === '\u0640') continue;
    out += LETTER_MAP[char] ?? char;
  }
  return out.replace(SEPARATORS, ' ').replace(/\s+/g, ' ').trim();
}

/** Combining marks, Arabic harakat and Quranic marks included (they are category M). */
const COMBINING = /\p{M}/u;

/** Anything that is neither a letter, a digit nor a character of e-mails and phone numbers. */
const SEPARATORS = /[^\p{L}\p{N}@.+_-]+/gu;

const LETTER_MAP: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
  þ: 'th',
  // Arabic: after NFKD, أ إ آ ؤ ئ are already base letters + hamza/madda marks (dropped above);
  // these are the forms NFKD leaves alone.
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ی: 'ي',
  ک: 'ك',
};

/** Fewer characters than this search by prefix only (a trigram index needs three). */
export const SEARCH_TRIGRAM_MIN_LENGTH = 3;

/** The longest query the search accepts, in characters (before folding). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
