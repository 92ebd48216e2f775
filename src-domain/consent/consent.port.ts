import type { Unsubscribe } from '../connectivity/connectivity.port';
import { token } from '../shared/token';
import type { ConsentChange } from './consent.rules';
import type { ConsentState } from './consent.model';

/**
 * The visitor's cookie consent (spec 001 §4), as storage and script loading need it. Before any
 * choice only `necessary` is on.
 */
export interface ConsentPort {
  /** The categories enabled now; never throws. */
  current(): ConsentState;
  /** Calls `listener` after each choice with what it changed; returns the unsubscribe function. */
  onChange(listener: (change: ConsentChange) => void): Unsubscribe;
  /** Opens the preferences dialog (a "Cookie settings" link); does nothing before the banner loaded. */
  showPreferences(): void;
}
export const ConsentPort = token<ConsentPort>('domain.consent');
