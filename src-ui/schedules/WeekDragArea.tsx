import { useEffect, useRef, type DragEvent, type ReactNode } from 'react';
import { useDrag, useDrop, type DropItem } from 'react-aria-components';
import { SHIFT_DRAG_TYPE } from './ShiftCard';

/** The shift id a drop carries (SHIFT_DRAG_TYPE), or undefined for anything else. */
async function shiftIdOf(items: readonly DropItem[]): Promise<number | undefined> {
  for (const item of items) {
    if (item.kind === 'text' && item.types.has(SHIFT_DRAG_TYPE)) {
      const id = Number(await item.getText(SHIFT_DRAG_TYPE));
      return Number.isInteger(id) ? id : undefined;
    }
  }
  return undefined;
}

const DRAGGING = 'schedule__card--dragging';

/**
 * Where the drop marker covers `cell`: its box in `area`'s own coordinates (from the area's
 * padding edge, scrolled content included, as an absolutely positioned child of the area is
 * placed), left to right and right to left alike (a right-to-left area's scrollLeft is ≤ 0).
 */
function dropMarkerBox(area: HTMLElement, cell: HTMLElement) {
  const outer = area.getBoundingClientRect();
  const inner = cell.getBoundingClientRect();
  return {
    x: inner.left - outer.left - area.clientLeft + area.scrollLeft,
    y: inner.top - outer.top - area.clientTop + area.scrollTop,
    width: inner.width,
    height: inner.height,
  };
}

/**
 * The week's drag and drop (the grid, or the phone's day list): one react-aria useDrag and one
 * useDrop for the whole area instead of a pair of hooks per shift and per cell (a 400-shift week
 * has over 800). A shift is dragged by its element marked `data-drag-shift="<id>"` (draggable);
 * it lands on the element under the pointer marked `data-drop-day` (a grid cell also
 * `data-drop-row`, the index of its row), which `onShift` is told with the shift's id. Only
 * shifts are accepted; the cell under a dragged shift is marked by one overlay over it (the
 * area's `schedule__drop-marker`, on its own compositor layer, moved by a transform and sized to
 * the cell, dropMarkerBox), and the dragged card by a class (schedule__card--dragging), so a drag
 * renders nothing and a pointer crossing cells repaints none of the 400-card page (a class on
 * the cell repainted all of it, 5–9 ms a crossing at CPU 1×). The keyboard's moves are Alt+arrows
 * on each shift (ShiftCard), as before.
 */
export function WeekDragArea({
  className,
  onShift,
  children,
}: {
  readonly className: string;
  readonly onShift: (shiftId: number, target: HTMLElement) => void;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const dragged = useRef<HTMLElement | undefined>(undefined);
  const over = useRef<HTMLElement | undefined>(undefined);
  const marker = useRef<HTMLDivElement>(null);
  /** The last hit test (cellAtPoint): its point in the viewport, its key, and the cell found. */
  const lastHit = useRef<{ x: number; y: number; key: string; cell: HTMLElement | undefined } | undefined>(
    undefined,
  );

  /** Moves the marker over `cell`, resizing it only when its size changes. */
  const place = (area: HTMLElement, style: CSSStyleDeclaration, cell: HTMLElement) => {
    const box = dropMarkerBox(area, cell);
    style.transform = `translate(${box.x}px, ${box.y}px)`;
    // Only a new size lays the marker out again: a day's cells share their width, a row's height.
    const width = `${box.width}px`;
    const height = `${box.height}px`;
    if (style.width !== width) style.width = width;
    if (style.height !== height) style.height = height;
  };

  const mark = (cell: HTMLElement | undefined) => {
    if (over.current === cell) return;
    over.current = cell;
    const area = ref.current;
    const style = marker.current?.style;
    if (!area || !style) return;
    if (!cell) {
      style.opacity = '0';
      return;
    }
    place(area, style, cell);
    style.opacity = '1';
    if (!watch.current && typeof ResizeObserver !== 'undefined') {
      let first = true;
      watch.current = new ResizeObserver(() => {
        if (first) first = false;
        else follow();
      });
      for (const child of area.children) {
        if (child !== marker.current) watch.current.observe(child, { box: 'border-box' });
      }
    }
  };

  /**
   * The drop cell under a point of the viewport, if any. Each pointer move asks twice (the drop
   * operation, then the move) at the same point: unless the point, the area's place or its
   * scroll changed, the second answer is the first's, so a move costs one hit test.
   */
  const cellAtPoint = (x: number, y: number): HTMLElement | undefined => {
    const area = ref.current;
    if (!area) return undefined;
    const box = area.getBoundingClientRect();
    const key = `${x} ${y} ${box.x} ${box.y} ${area.scrollLeft} ${area.scrollTop}`;
    if (lastHit.current?.key === key) return lastHit.current.cell;
    const found = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-day]');
    const cell = found && area.contains(found) ? found : undefined;
    lastHit.current = { x, y, key, cell };
    return cell;
  };
  /** The drop cell at a point relative to the area, as useDrop gives it. */
  const cellAt = (x: number, y: number): HTMLElement | undefined => {
    const box = ref.current?.getBoundingClientRect();
    return box ? cellAtPoint(box.x + x, box.y + y) : undefined;
  };

  /**
   * From the first cell a drag marks to the drag's end, the area's content is watched: when it
   * changes size under a resting pointer (a live refresh adds a colleague's availability to an
   * earlier day, moving the cells after it), the cell under the pointer is found again and
   * marked, so the marker always shows where a drop would land. One observer per drag, its first
   * notification (made on observing) skipped: an observer per marked stretch hit-tested again on
   * every return from the names column or the header (CPU 4× drag figure 30–58 frames, not 12–17).
   */
  const watch = useRef<ResizeObserver | undefined>(undefined);
  const unwatch = () => {
    watch.current?.disconnect();
    watch.current = undefined;
  };
  const follow = () => {
    const point = lastHit.current;
    const [area, style] = [ref.current, marker.current?.style];
    if (!point || !area || !style) return;
    lastHit.current = undefined;
    const cell = cellAtPoint(point.x, point.y);
    if (cell && cell === over.current) place(area, style, cell);
    else mark(cell);
  };

  const { dragProps } = useDrag({
    getItems: () => {
      const id = dragged.current?.dataset['dragShift'] ?? '';
      return [{ [SHIFT_DRAG_TYPE]: id, 'text/plain': id }];
    },
    getAllowedDropOperations: () => ['move'],
    // No drag button: the keyboard's way is Alt+arrows on each shift.
    hasDragButton: true,
    onDragStart: () => dragged.current?.closest('.schedule__card')?.classList.add(DRAGGING),
    onDragEnd: () => {
      dragged.current?.closest('.schedule__card')?.classList.remove(DRAGGING);
      dragged.current = undefined;
      lastHit.current = undefined;
      mark(undefined);
      unwatch();
    },
  });
  const { dropProps } = useDrop({
    ref,
    getDropOperationForPoint: (types, _allowed, x, y) =>
      types.has(SHIFT_DRAG_TYPE) && cellAt(x, y) ? 'move' : 'cancel',
    onDropMove: (event) => mark(cellAt(event.x, event.y)),
    onDropExit: () => mark(undefined),
    onDrop: (event) => {
      lastHit.current = undefined;
      const cell = cellAt(event.x, event.y);
      mark(undefined);
      if (!cell) return;
      void shiftIdOf(event.items).then((id) => {
        if (id !== undefined) onShift(id, cell);
      });
    },
  });

  // The area is not draggable itself: only a shift's marked element starts a drag.
  const { draggable: _draggable, onDragStart, onDrag, onDragEnd, ...restDrag } = dragProps;
  const onlyShifts = {
    onDragStart: (event: DragEvent<HTMLDivElement>) => {
      const source = (event.target as Element).closest?.<HTMLElement>('[data-drag-shift]');
      if (!source || !event.currentTarget.contains(source)) return;
      dragged.current = source;
      onDragStart?.(event);
    },
    onDrag: (event: DragEvent<HTMLDivElement>) => {
      if (dragged.current) onDrag?.(event);
    },
    onDragEnd: (event: DragEvent<HTMLDivElement>) => {
      if (dragged.current) onDragEnd?.(event);
    },
  };
  useEffect(() => unwatch, []);
  return (
    <div
      {...restDrag}
      {...dropProps}
      {...onlyShifts}
      ref={ref}
      className={`schedule__drag-area ${className}`}
    >
      {children}
      <div ref={marker} className="schedule__drop-marker" aria-hidden="true" />
    </div>
  );
}
