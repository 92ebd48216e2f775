import type { DOMAttributes, ReactElement } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { POPUP_OFFSET } from '../popup/popup-position';

/** How long a tooltip stays after the pointer or focus leaves (spec 001 §9), in ms. */
export const TOOLTIP_HIDE_DELAY_MS = 300;

interface TooltipProps {
  readonly content: string;
  /**
   * One focusable element that spreads its DOM props and its `ref` (a ref is a plain prop in
   * React 19) onto a native button, link or input; it gets `aria-describedby` and the handlers.
   */
  readonly children: ReactElement;
}

/**
 * Shows `content` above its trigger (5 px off it, start side, mirrored in Arabic) on hover or
 * keyboard focus, at once; hides it 300 ms after both leave, so the pointer can travel onto it,
 * and at once on Escape (WCAG 1.4.13). react-aria-components' TooltipTrigger does the pattern.
 */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <TooltipTrigger delay={0} closeDelay={TOOLTIP_HIDE_DELAY_MS}>
      {/* Focusable clones the element with its props; typed for intrinsic elements, it works for
          any component that passes them on (our Button does). */}
      <Focusable>{children as ReactElement<DOMAttributes<Element>, string>}</Focusable>
      <AriaTooltip className="tooltip" placement="top start" offset={POPUP_OFFSET}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
