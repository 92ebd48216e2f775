/**
 * The events that say a person is using the page: a press, a key, a touch, a wheel turn. A
 * pointer merely passing over the page, or focus set by a script, is not one.
 */
export const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `task` once, at the first input on `target` (capture phase, so a handler that stops
 * propagation does not hide it). Work that is useless to a page nobody touches — monitoring,
 * speculative downloads — waits for it, so the page fetches only what it shows until then
 * (issue #20: the JavaScript fetched before any interaction). Returns the function that cancels
 * the wait.
 */
export function afterFirstInput(task: () => void, target: Document | Window = document): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => FIRST_INPUT_EVENTS.forEach((type) => target.removeEventListener(type, run, options));
  function run(): void {
    stop();
    task();
  }
  FIRST_INPUT_EVENTS.forEach((type) => target.addEventListener(type, run, options));
  return stop;
}
