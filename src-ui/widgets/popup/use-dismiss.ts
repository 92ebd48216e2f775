import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss('outside')` while `open` when the pointer goes down outside every element of
 * `inside`, and `onDismiss('escape')` on Escape. The Escape stops at the document, so a modal
 * under the popup (listening on the window) stays open: one Escape closes one layer.
 */
export function useDismiss(
  open: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onDismiss: (reason: 'outside' | 'escape') => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (!inside.some((ref) => ref.current?.contains(target))) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onDismiss('escape');
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, inside, onDismiss]);
}
