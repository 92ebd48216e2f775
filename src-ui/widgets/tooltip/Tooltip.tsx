import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { usePopupPosition } from '../popup/popup-position';

/** How long a tooltip stays after the pointer or focus leaves (spec 001 §9), in ms. */
export const TOOLTIP_HIDE_DELAY_MS = 300;

interface TooltipProps {
  readonly content: string;
  /** One focusable element; it gets `aria-describedby` pointing at the tooltip. */
  readonly children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * Shows `content` above its trigger on hover or keyboard focus, hides it 300 ms after both
 * leave (so the pointer can travel onto it), and at once on Escape (WCAG 1.4.13).
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refs, floatingStyles } = usePopupPosition(open, 'top-start');

  const cancelHide = () => clearTimeout(hideTimer.current);
  const show = () => {
    cancelHide();
    setOpen(true);
  };
  const hideLater = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  useEffect(() => cancelHide, []);

  return (
    // Hover supplements keyboard focus, which the trigger inside already takes.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="tooltip-anchor"
      ref={(element) => refs.setReference(element)}
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={show}
      onBlur={hideLater}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      {/* Hovering the tooltip keeps it open (WCAG 1.4.13). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <span
        id={id}
        role="tooltip"
        ref={(element) => refs.setFloating(element)}
        className="tooltip"
        hidden={!open}
        style={floatingStyles}
        onMouseEnter={show}
        onMouseLeave={hideLater}
      >
        {content}
      </span>
    </span>
  );
}
