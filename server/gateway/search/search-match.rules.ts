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

/** Whether the query may fall back to FUZZY when SUBSTRING found nothing. */
export function mayBeFuzzy(folded: string): boolean {
  return queryWords(folded).some((word) => [...word].length >= FUZZY_MIN_LENGTH);
}

/** The unpadded trigrams of a word (what SQLite's FTS5 trigram tokenizer indexes). */
export function trigramsOf(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let index = 0; index + 3 <= chars.length; index++) out.push(chars.slice(index, index + 3).join(''));
  return [...new Set(out)];
}

/** Trigrams of a word padded like pg_trgm ("  w", " wo", …, "d "): short words still have some. */
function paddedTrigrams(word: string): Set<string> {
  return new Set(trigramsOf(`  ${word} `));
}

/** Dice coefficient of two words' padded trigram sets, 0 to 1. */
export function wordSimilarity(a: string, b: string): number {
  const left = paddedTrigrams(a);
  const right = paddedTrigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return (2 * shared) / (left.size + right.size);
}

/**
 * How close a row's folded text is to the query, 0 to 1: each query word's best similarity to a
 * word of the text (1 when it occurs in the text), averaged; 0 when a word is below
 * FUZZY_THRESHOLD everywhere.
 */
export function fuzzyScore(queryFolded: string, textFolded: string): number {
  const words = queryWords(queryFolded);
  const textWords = queryWords(textFolded);
  let sum = 0;
  for (const word of words) {
    let best = textFolded.includes(word) ? 1 : 0;
    for (const textWord of textWords) {
      if (best === 1) break;
      best = Math.max(best, wordSimilarity(word, textWord));
    }
    if (best < FUZZY_THRESHOLD) return 0;
    sum += best;
  }
  return words.length === 0 ? 0 : sum / words.length;
}
