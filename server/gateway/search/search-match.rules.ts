import { SEARCH_TRIGRAM_MIN_LENGTH } from '../../../src-domain/index';

/**
 * How a folded query is matched (issue #37):
 * - PREFIX: no word reaches SEARCH_TRIGRAM_MIN_LENGTH (a trigram index cannot help): the folded
 *   name starts with the query ("mo" finds "Mohammed", "مح" finds "محمد").
 * - SUBSTRING: every word of the query occurs in the row's folded text (words of three or more
 *   characters through the trigram index, shorter ones checked on what those found).
 * - FUZZY: only when SUBSTRING finds nothing in any kind and a word has FUZZY_MIN_LENGTH or more
 *   characters: rows sharing a trigram with a long word, kept when every word of the query is
 *   close to a word of the row (Dice coefficient of padded trigrams ≥ FUZZY_THRESHOLD), so
 *   "olvia" finds "olivia".
 */
export type SearchMode = 'PREFIX' | 'SUBSTRING' | 'FUZZY';

export const FUZZY_MIN_LENGTH = 4;
export const FUZZY_THRESHOLD = 0.5;

/** The words of a folded query (split on spaces, empty ones dropped). */
export function queryWords(folded: string): string[] {
  return folded.split(' ').filter((word) => word !== '');
}

/** Whether any word can use the trigram index. */
export function usesTrigrams(folded: string): boolean {
  return queryWords(folded).some((word) => [...word].length >= SEARCH_TRIGRAM_MIN_LENGTH);
}

/**
 * Whether the query may fall back to FUZZY when SUBSTRING found nothing: a word has
 * FUZZY_MIN_LENGTH characters, and no word holds a digit or `@`. An e-mail or a phone number is
 * an identifier: a near one is somebody else ("emma.45678@mail.example" is close to every
 * "emma.…@mail.example"), so it finds what holds it or nothing. Names are what people mistype.
 */
export function mayBeFuzzy(folded: string): boolean {
  const words = queryWords(folded);
  return (
    words.some((word) => [...word].length >= FUZZY_MIN_LENGTH) &&
    !words.some((word) => IDENTIFIER_CHARACTER.test(word))
  );
}

/** A character of e-mails and phone numbers that names do not have. */
const IDENTIFIER_CHARACTER = /[\p{N}@]/u;

/** The unpadded trigrams of a word (what SQLite's FTS5 trigram tokenizer indexes). */
export function trigramsOf(word: string): string[] {
  return [...gramSet(word)];
}

/** The set of unpadded trigrams of `text`, by code point. */
function gramSet(text: string): Set<string> {
  const chars = [...text];
  const out = new Set<string>();
  for (let index = 0; index + 3 <= chars.length; index++)
    out.add(chars[index]! + chars[index + 1]! + chars[index + 2]!);
  return out;
}

/** Trigrams of a word padded like pg_trgm ("  w", " wo", …, "d "): short words still have some. */
function paddedTrigrams(word: string): Set<string> {
  return gramSet(`  ${word} `);
}

/** Dice coefficient of two padded trigram sets, 0 to 1. */
function dice(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return (2 * shared) / (left.size + right.size);
}

/** Dice coefficient of two words' padded trigram sets, 0 to 1. */
export function wordSimilarity(a: string, b: string): number {
  return dice(paddedTrigrams(a), paddedTrigrams(b));
}

/**
 * How close a row's folded text is to the query, 0 to 1: each query word's best similarity to a
 * word of the text (1 when it occurs in the text), averaged; 0 when a word is below
 * FUZZY_THRESHOLD everywhere.
 */
export function fuzzyScore(queryFolded: string, textFolded: string): number {
  return fuzzyScorer(queryFolded)(textFolded);
}

/** Text words whose similarity to each query word a scorer keeps, at most (then it starts again). */
const SCORER_WORDS = 5_000;

/**
 * fuzzyScore of one query, for many texts: the query's trigrams are built once, a text word's
 * similarity to each query word once for all the texts (names, positions and tags recur from row
 * to row), and a text word sharing no trigram with the query word (an e-mail, a phone number) is
 * passed over without building its trigrams.
 */
export function fuzzyScorer(queryFolded: string): (textFolded: string) => number {
  const words = queryWords(queryFolded).map((word) => ({
    word,
    grams: paddedTrigrams(word),
    known: new Map<string, number>(),
  }));
  return (textFolded) => {
    if (words.length === 0) return 0;
    let sum = 0;
    for (const { word, grams, known } of words) {
      let best = textFolded.includes(word) ? 1 : 0;
      if (best < 1) {
        if (known.size > SCORER_WORDS) known.clear();
        for (const textWord of queryWords(textFolded)) {
          let similarity = known.get(textWord);
          if (similarity === undefined) {
            similarity = sharesTrigram(grams, textWord) ? dice(grams, paddedTrigrams(textWord)) : 0;
            known.set(textWord, similarity);
          }
          best = Math.max(best, similarity);
          if (best === 1) break;
        }
      }
      if (best < FUZZY_THRESHOLD) return 0;
      sum += best;
    }
    return sum / words.length;
  };
}

/** Whether a padded trigram of `word` is one of `grams`. */
function sharesTrigram(grams: ReadonlySet<string>, word: string): boolean {
  const chars = [...`  ${word} `];
  for (let index = 0; index + 3 <= chars.length; index++)
    if (grams.has(chars[index]! + chars[index + 1]! + chars[index + 2]!)) return true;
  return false;
}
