import { token } from '../shared/token';

/** A function that stops a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

/** Online state and window focus, as the session and offline banner need them. */
export interface ConnectivityPort {
  /** True when the browser believes it is online. */
  isOnline(): boolean;
  /** Calls `listener` on every change of online state; returns the unsubscribe function. */
  onOnlineChange(listener: (online: boolean) => void): Unsubscribe;
  /** Calls `listener` whenever the window gains focus (session timeout check). */
  onFocus(listener: () => void): Unsubscribe;
}
export const ConnectivityPort = token<ConnectivityPort>('domain.connectivity');
