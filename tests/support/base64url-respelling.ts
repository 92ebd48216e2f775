const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same bytes spelt differently: the lowest (spare) bit of the last character flipped. Only
 * a second spelling when the text's length is 2 or 3 modulo 4 (there are spare bits then).
 */
export function respelt(text: string): string {
  const last = ALPHABET.indexOf(text.slice(-1));
  return text.slice(0, -1) + ALPHABET[last ^ 1];
}
