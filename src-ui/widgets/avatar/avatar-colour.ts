/**
 * Background colours of avatars with initials; each keeps white text at a contrast of at least
 * 4.5:1.
 */
export const AVATAR_COLOURS = [
  '#0b6e99',
  '#7a3e9d',
  '#b23a48',
  '#2f7d32',
  '#8a5a00',
  '#00695c',
  '#4a4fb5',
  '#a33d00',
] as const;

/**
 * The colour of an avatar, derived from `avatarId` plus the name (spec 001 §2): the same person
 * always gets the same colour; a string hash (FNV-1a) picks one of `AVATAR_COLOURS`.
 */
export function avatarColour(avatarId: string | number | undefined, name: string): string {
  let hash = 0x811c9dc5;
  for (const character of `${avatarId ?? ''}${name}`) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}

/** Initials from first and last name ('Ada', 'Lovelace' → 'AL'), upper-cased; '' when both are blank. */
export function initialsOf(firstName = '', lastName = ''): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}
