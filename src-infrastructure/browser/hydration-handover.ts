import { ENGAGEMENT_READY_EVENT, PAGE_START_ELEMENT_ID } from './engagement-loader.script';

/**
 * True when this page's app was started by the engagement loader (engagement-loader.script.ts):
 * the visitor has already pressed, typed, touched or focused something.
 */
export function startedByEngagement(doc: Document = document): boolean {
  return doc.getElementById(PAGE_START_ELEMENT_ID) !== null;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'submit', 'reset', 'button', 'image', 'hidden']);

/** The native value setter, which bypasses a value tracker defined on the element itself. */
function nativeValueSetter(control: TextControl): ((value: string) => void) | undefined {
  const prototype = Object.getPrototypeOf(control) as object;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Hands what the visitor typed before the app hydrated over to the app: every text field in
 * `root` whose value differs from the one React rendered (its `defaultValue`, which React keeps
 * equal to the controlled value) gets an `input` event with that value, so the field's onChange
 * puts it in the store. React keeps a hydrated field's DOM value but not its state; without this
 * the store stays empty while the field shows text, and the next render would wipe it.
 *
 * The field is first set to the rendered value through the element's own (tracked) setter, then
 * to the typed text through the native one, so React sees a change; all in one task, nothing
 * is painted in between. The caret of the focused field is kept. Returns how many fields were
 * handed over.
 */
export function handOverTypedValues(root: ParentNode): number {
  // All typed values are read first: each field's input event re-renders the form at once, and
  // that render sets the fields not yet handed over back to their (empty) controlled values.
  const typed = [...root.querySelectorAll<TextControl>('input, textarea')]
    .filter((control) => !(control instanceof HTMLInputElement && UNTYPED_INPUTS.has(control.type)))
    .filter((control) => control.value !== control.defaultValue)
    .map((control) => ({ control, value: control.value }));
  // The screen sits in a Suspense boundary that React hydrates after the root's first commit. A
  // discrete event on a field of a boundary not yet hydrated makes React hydrate it at once; the
  // field's value tracker then starts from the value in the field, so this first event, with an
  // unchanged value, calls no handler. Only after it can a change reach the field's onChange.
  for (const { control } of typed) control.dispatchEvent(new Event('input', { bubbles: true }));
  const focused = root.ownerDocument?.activeElement ?? document.activeElement;
  for (const { control, value } of typed) {
    const setNative = nativeValueSetter(control);
    if (!setNative) continue;
    const selection = focused === control ? readSelection(control) : undefined;
    control.value = control.defaultValue;
    setNative.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (selection) restoreSelection(control, selection);
  }
  return typed.length;
}

/** Checkboxes, radios and selects the visitor changed before the app hydrated (readChosenValues). */
export interface ChosenValues {
  readonly boxes: readonly HTMLInputElement[];
  readonly selects: readonly { readonly select: HTMLSelectElement; readonly value: string }[];
}

/**
 * Reads what the visitor chose before the app hydrated: every checkbox whose state differs from
 * the one React rendered (`defaultChecked`), every radio checked since, and every select whose
 * selection differs from the rendered one (`defaultSelected`). Read before any handover: a
 * handover's render sets every controlled box and select back to the (empty) state it holds.
 */
export function readChosenValues(root: ParentNode): ChosenValues {
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
    .filter((box) => box.checked !== box.defaultChecked)
    // Of a radio group only the one checked now: the one it unchecked follows.
    .filter((box) => box.type === 'checkbox' || box.checked);
  const selects = [...root.querySelectorAll('select')]
    .filter((select) => [...select.options].some((option) => option.selected !== option.defaultSelected))
    .map((select) => ({ select, value: select.value }));
  return { boxes, selects };
}

/**
 * Hands the choices read by readChosenValues over to the app, as handOverTypedValues does for
 * text: a box is set to its rendered state through its own (tracked) setter and clicked, so its
 * onChange sees the change and the box ends as the visitor left it; a select is set to the
 * chosen value and gets a `change` event (React tracks no value for selects). Returns how many
 * controls were handed over.
 */
export function handOverChosenValues({ boxes, selects }: ChosenValues): number {
  // As for text: the first discrete event hydrates a boundary not yet hydrated and calls no
  // handler (a box's onChange listens to clicks).
  for (const box of boxes) box.dispatchEvent(new Event('input', { bubbles: true }));
  for (const box of boxes) {
    box.checked = box.defaultChecked;
    box.click();
  }
  for (const { select, value } of selects) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return boxes.length + selects.length;
}

function readSelection(control: TextControl): [number, number] | undefined {
  try {
    return control.selectionStart === null || control.selectionEnd === null
      ? undefined
      : [control.selectionStart, control.selectionEnd];
  } catch {
    // Some input types (email) have no selection API.
    return undefined;
  }
}

function restoreSelection(control: TextControl, [start, end]: [number, number]): void {
  try {
    control.setSelectionRange(start, end);
  } catch {
    // As above: no selection API on this type.
  }
}

/**
 * Called once the app has hydrated: hands typed and chosen values over, then tells the engagement loader
 * the app is ready, which replays the submissions and button clicks it held.
 */
export function completeHydrationHandover(root: ParentNode, doc: Document = document): void {
  const chosen = readChosenValues(root);
  handOverTypedValues(root);
  handOverChosenValues(chosen);
  doc.dispatchEvent(new Event(ENGAGEMENT_READY_EVENT));
}

/**
 * Runs the handover (completeHydrationHandover) once the app has hydrated: when the root's
 * first commit has marked the document `data-hydrated="true"` (DocumentLanguage's effect) and
 * the effects of that commit are over (a mutation observer's callback runs after them).
 */
export function afterHydration(root: ParentNode, doc: Document = document): void {
  const html = doc.documentElement;
  if (html.dataset['hydrated'] === 'true') return completeHydrationHandover(root, doc);
  const observer = new MutationObserver(() => {
    if (html.dataset['hydrated'] !== 'true') return;
    observer.disconnect();
    completeHydrationHandover(root, doc);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
