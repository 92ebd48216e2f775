import {
  DEMO_MODULE_NAMES,
  type DemoModule,
  type DemoRequestEvent,
  type DemoRequestState,
} from './demo-request.model';

/** Before the check: unknown, not requested, not requesting. */
export const INITIAL_DEMO_REQUEST_STATE: DemoRequestState = {
  status: 'unknown',
  requested: false,
  requesting: false,
};

/**
 * The product's quirk, kept on purpose (spec 000 §4): after a failed request the requesting flag
 * stays true, so the button stays busy/disabled until the next check or page load.
 */
export const REQUESTING_STAYS_TRUE_AFTER_FAILURE = true;

/** The server's answer to a repeat request: a returned result, not a failure (spec 000 §8). */
export const DEMO_ALREADY_REQUESTED_MESSAGE = 'Demo requested already for this user and this brand';

/** True when a request's answer message says the demo was already requested. */
export function isDemoAlreadyRequested(message: string | undefined): boolean {
  return message?.trim() === DEMO_ALREADY_REQUESTED_MESSAGE;
}

/**
 * The transition function: unknown → checking → known(requested true/false). A failed check is
 * treated as not requested. A successful or repeat request makes it requested. A failed
 * request leaves `requesting` true (`REQUESTING_STAYS_TRUE_AFTER_FAILURE`). Pure.
 */
export function demoRequestReducer(state: DemoRequestState, event: DemoRequestEvent): DemoRequestState {
  switch (event.type) {
    case 'check-started':
      return { ...state, status: 'checking' };
    case 'check-succeeded':
      return { status: 'known', requested: event.demoRequested, requesting: false };
    case 'check-failed':
      return { status: 'known', requested: false, requesting: false };
    case 'request-started':
      return { ...state, requesting: true };
    case 'request-succeeded':
    case 'request-already-done':
      return { status: 'known', requested: true, requesting: false };
    case 'request-failed':
      return { ...state, requesting: REQUESTING_STAYS_TRUE_AFTER_FAILURE };
  }
}

/** The modal's call-to-action (spec 000 §2): disabled once requested or while requesting. */
export function demoButton(state: DemoRequestState): {
  readonly label: string;
  readonly disabled: boolean;
  readonly busy: boolean;
} {
  const requested = state.status === 'known' && state.requested;
  return {
    label: requested ? 'Already requested a demo!' : 'Schedule a demo today!',
    disabled: requested || state.requesting || state.status === 'checking',
    busy: state.requesting,
  };
}

/** The success toast after a request (spec 000 §4), naming the module. */
export function demoRequestedToast(module: DemoModule): {
  readonly title: string;
  readonly lines: readonly string[];
} {
  return {
    title: 'Thank you',
    lines: [
      `Thank you for your request for a demo of ${DEMO_MODULE_NAMES[module]}.`,
      'One of our talent specialists will be in touch with you shortly.',
    ],
  };
}
