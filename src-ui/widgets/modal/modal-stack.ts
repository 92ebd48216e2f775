/** Layer (z-index) of the first modal (spec 001 §2, §9); each modal above it takes the next step. */
export const MODAL_BASE_LAYER = 1030;
export const MODAL_LAYER_STEP = 10;
/** Class the page body carries while any modal is shown (spec 001 §2). */
export const MODAL_OPEN_CLASS = 'modal-open';

const openModals: symbol[] = [];

/** The z-index a modal opened now would take: above every modal already open. */
export function nextModalLayer(): number {
  return MODAL_BASE_LAYER + openModals.length * MODAL_LAYER_STEP;
}

/** True when the modal `id` is the one above all others (the one Escape closes). */
export function isTopModal(id: symbol): boolean {
  return openModals.at(-1) === id;
}

/**
 * Records the shown modal `id` and puts `modal-open` on the body; the returned function removes
 * it again, and the class goes when the last modal goes.
 */
export function registerOpenModal(id: symbol): () => void {
  openModals.push(id);
  document.body.classList.add(MODAL_OPEN_CLASS);
  return () => {
    const index = openModals.indexOf(id);
    if (index >= 0) openModals.splice(index, 1);
    if (openModals.length === 0) document.body.classList.remove(MODAL_OPEN_CLASS);
  };
}
