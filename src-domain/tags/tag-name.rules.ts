/** Longest tag name, in characters after trimming (published in GET tags). */
export const TAG_NAME_MAX_LENGTH = 50;

export type TagNameProblem = 'TAGS.NAME_EMPTY' | 'TAGS.NAME_TOO_LONG' | 'TAGS.NAME_INVALID';

/** Control, format (bidi overrides, zero-width) and line/paragraph separator characters. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * The name as stored: Unicode NFC, trimmed, runs of spaces collapsed to one. The name check and
 * the uniqueness rule both use it, so "Server " and "Server" are one name.
 */
export function normaliseTagName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * The key two names clash on (the unique index): the normalised name, compatibility-folded and
 * lower-cased, so "Server", "server " and "ＳＥＲＶＥＲ" are the same tag.
 */
export function foldTagName(name: string): string {
  return normaliseTagName(name).normalize('NFKC').toLocaleLowerCase('und');
}

/** What is wrong with a name, or undefined when it may be saved (checked on the normalised name). */
export function tagNameProblem(name: string): TagNameProblem | undefined {
  const normalised = normaliseTagName(name);
  if (normalised === '') return 'TAGS.NAME_EMPTY';
  if (FORBIDDEN.test(name.trim())) return 'TAGS.NAME_INVALID';
  if ([...normalised].length > TAG_NAME_MAX_LENGTH) return 'TAGS.NAME_TOO_LONG';
  return undefined;
}
