import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePopupPosition } from '../popup/popup-position';
import { useDismiss } from '../popup/use-dismiss';

interface PickerPopupProps {
  /** Accessible name of the trigger (e.g. 'Choose date'). */
  readonly triggerLabel: string;
  /** What the trigger shows (an icon or the current value). */
  readonly trigger: ReactNode;
  readonly triggerClassName?: string;
  /** Accessible name of the popup dialog. */
  readonly dialogLabel: string;
  /** The popup's content; `close()` closes it and gives focus back to the trigger. */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a non-modal dialog on Floating UI (the pickers' popup): Escape closes it
 * and returns focus to the button; a click outside closes it.
 */
export function PickerPopup({
  triggerLabel,
  trigger,
  triggerClassName,
  dialogLabel,
  children,
}: PickerPopupProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = usePopupPosition(open);
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  const inside = useMemo(() => [triggerRef, popupRef], []);
  const dismiss = useCallback(
    (reason: 'outside' | 'escape') => (reason === 'escape' ? close() : setOpen(false)),
    [close],
  );
  useDismiss(open, inside, dismiss);

  return (
    <>
      <button
        type="button"
        ref={(element) => {
          triggerRef.current = element;
          refs.setReference(element);
        }}
        className={triggerClassName ?? 'picker-trigger'}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={(element) => {
            popupRef.current = element;
            refs.setFloating(element);
          }}
          role="dialog"
          aria-label={dialogLabel}
          className="picker-popup"
          style={floatingStyles}
        >
          {/* eslint-disable-next-line react-hooks/refs -- `close` runs only from event handlers */}
          {children(close)}
        </div>
      )}
    </>
  );
}
