/**
 * The index focus moves to in a vertical list of `count` items after `key` (ArrowDown/ArrowUp
 * wrap, Home/End go to the ends), skipping indices for which `disabled` is true; `undefined`
 * for other keys or when every item is disabled.
 */
export function nextListIndex(
  key: string,
  current: number,
  count: number,
  disabled: (index: number) => boolean = () => false,
): number | undefined {
  const moves: Record<string, [start: number, step: number]> = {
    ArrowDown: [current + 1, 1],
    ArrowUp: [current - 1, -1],
    Home: [0, 1],
    End: [count - 1, -1],
  };
  const move = moves[key];
  if (!move || count === 0) return undefined;
  let [index] = move;
  const [, step] = move;
  for (let tries = 0; tries < count; tries++) {
    const wrapped = ((index % count) + count) % count;
    if (!disabled(wrapped)) return wrapped;
    index += step;
  }
  return undefined;
}
