/**
 * `text` as a first-strong isolate (U+2068 … U+2069): for user-written text put inside a
 * translated sentence, an attribute (aria-label, title) or an <option>, where no <bdi> element
 * can go. The text keeps its own direction and any bidi control it holds (an unterminated
 * U+202E override among them) ends at the closing U+2069, so it cannot reorder the words around
 * it. In element content, use `<bdi>` (block text: `dir="auto"`) instead.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
