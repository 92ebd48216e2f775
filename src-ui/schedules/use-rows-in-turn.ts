import { useEffect, useState } from 'react';

/** Pixels a grid row takes at the least (a name and a "+"): a screen's height over it is rows enough. */
const ROW_FLOOR_PX = 48;

/** Rows rendered first where there is no window (server rendering): a 1080 px screen's worth. */
const ROWS_WITHOUT_WINDOW = 24;

/** How many rows fill the screen at most: those the first render holds. */
function rowsOnScreen(): number {
  return typeof window === 'undefined'
    ? ROWS_WITHOUT_WINDOW
    : Math.max(1, Math.ceil(window.innerHeight / ROW_FLOOR_PX));
}

/**
 * How many of a grid's `count` rows to render: the first render holds as many as can be on the
 * screen (the grid starts at the top of the page at the earliest), the rest follow in the task
 * after that render's frame, so a 60-person week shows its first rows without waiting for the
 * rows below the fold. Not a transition: the rest would then wait behind every other update of
 * the page (the header's reads, the time-off marks) and the whole week would come later. Every row is
 * in the DOM after that: the grid's keyboard moves, drops and screen readers see the whole week.
 * With `inTurn` false (the phone's list shows no grid) or a count that fits, all at once.
 */
export function useRowsInTurn(count: number, inTurn: boolean): number {
  const [first] = useState(() => (inTurn ? rowsOnScreen() : Infinity));
  const [all, setAll] = useState(false);
  const shown = all ? count : Math.min(count, first);
  const waiting = shown < count;
  useEffect(() => {
    if (!waiting) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame (the first rows painted), in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [waiting]);
  return shown;
}
