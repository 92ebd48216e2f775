/**
 * The Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks (U+200E LRM, U+200F RLM, U+061C ALM). In a name they reorder
 * what is shown: "report\u202Efdp.exe" shows as "reportexe.pdf".
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * `text` without any bidirectional control (BIDI_CONTROLS), the rest kept as it is: for names
 * that are shown as one label (file names, media titles), where no control has a use. Free text
 * (a message) keeps its controls and is isolated where it is shown (`<bdi>`, `dir="auto"`).
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
