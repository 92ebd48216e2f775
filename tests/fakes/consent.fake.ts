import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { ConsentState } from '../../src-domain/consent/consent.model';
import type { ConsentPort } from '../../src-domain/consent/consent.port';
import { consentChange, NO_CONSENT, type ConsentChange } from '../../src-domain/consent/consent.rules';

/** In-memory ConsentPort: `choose(state)` applies a choice and notifies like the banner does. */
export class FakeConsent implements ConsentPort {
  preferencesShown = 0;
  private readonly listeners = new Set<(change: ConsentChange) => void>();

  constructor(private state: ConsentState = NO_CONSENT) {}

  current(): ConsentState {
    return this.state;
  }

  onChange(listener: (change: ConsentChange) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  showPreferences(): void {
    this.preferencesShown++;
  }

  choose(next: ConsentState): ConsentChange {
    const change = consentChange(this.state, next);
    this.state = change.next;
    this.listeners.forEach((listener) => listener(change));
    return change;
  }
}
