import { autoUpdate, flip, offset, useFloating, type Placement } from '@floating-ui/react-dom';

/** Gap between a trigger and its popup, in px (spec 001 §2: offset [0, 5]). */
export const POPUP_OFFSET = 5;
/** Where a popup goes when its preferred side has no room (spec 001 §2), in this order. */
export const POPUP_FALLBACK_PLACEMENTS: Placement[] = ['top-start', 'bottom-start', 'top-end', 'bottom-end'];

/**
 * Floating UI positioning shared by every popup (menus, pickers, tooltips): fixed strategy,
 * 5 px offset, flip over the four fallback placements, kept in place while mounted. `-start`
 * and `-end` follow the writing direction, so popups mirror in Arabic.
 */
export function usePopupPosition(open: boolean, placement: Placement = 'bottom-start') {
  return useFloating({
    open,
    placement,
    strategy: 'fixed',
    middleware: [offset(POPUP_OFFSET), flip({ fallbackPlacements: POPUP_FALLBACK_PLACEMENTS })],
    whileElementsMounted: autoUpdate,
  });
}
