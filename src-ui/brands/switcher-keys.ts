/** No option in focus (the search field's own text has the keys). */
export const NO_OPTION = -1;

/**
 * The option in focus after a key pressed in the brand switcher's search field (the WAI-ARIA
 * combobox pattern: the field keeps the real focus, `aria-activedescendant` names the option).
 *
 * `current` is the index in focus or NO_OPTION; `count` how many options there are; `page` how many
 * rows the list shows at once (at least 1). ↓ and ↑ step (from none: the first and the last option),
 * PageDown and PageUp move a page (from none: the first option), Home and End go to the first and
 * the last option once an option is in focus (before that they move the text cursor). Steps stop at
 * the ends (no wrapping). Answers `undefined` when the key is not the list's (nothing to prevent):
 * other keys, keys with a modifier, Home/End with no option in focus, any key on an empty list.
 */
export function optionAfterKey(
  key: string,
  modified: boolean,
  current: number,
  count: number,
  page: number,
): number | undefined {
  if (modified || count === 0) return undefined;
  const last = count - 1;
  const none = current === NO_OPTION;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  switch (key) {
    case 'ArrowDown':
      return none ? 0 : clamp(current + 1);
    case 'ArrowUp':
      return none ? last : clamp(current - 1);
    case 'PageDown':
      return none ? 0 : clamp(current + Math.max(1, page));
    case 'PageUp':
      return none ? 0 : clamp(current - Math.max(1, page));
    case 'Home':
      return none ? undefined : 0;
    case 'End':
      return none ? undefined : last;
    default:
      return undefined;
  }
}
