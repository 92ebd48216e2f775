import { useRef, type ReactNode } from 'react';
import { useDrop, type DropItem } from 'react-aria-components';
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

/**
 * A place a dragged shift lands (react-aria's useDrop): a grid cell (`as="td"`, a person or the
 * open shifts on a day) or a day of the phone's list (`as="section"`). Accepts only shifts and
 * tells `onShift` the dropped shift's id; marked while a shift is over it.
 */
export function WeekDropCell({
  as: Tag,
  label,
  className,
  onShift,
  children,
}: {
  readonly as: 'td' | 'section';
  /** The section's name (a day of the list); a grid cell is named by its row and column. */
  readonly label?: string;
  readonly className?: string;
  readonly onShift: (shiftId: number) => void;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLTableCellElement & HTMLElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(SHIFT_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: (event) =>
      void shiftIdOf(event.items).then((id) => {
        if (id !== undefined) onShift(id);
      }),
  });
  const classes = `${className ?? ''}${isDropTarget ? ' schedule__drop--over' : ''}`.trim() || undefined;
  return (
    <Tag {...dropProps} ref={ref} className={classes} aria-label={label}>
      {children}
    </Tag>
  );
}
