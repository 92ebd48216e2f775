import { token } from '../shared/token';

/**
 * Messages between a login popup and the window that opened it, on our own origin only: the
 * adapter posts with our origin as the target and drops messages from any other origin.
 */
export interface PopupMessagesPort {
  /** Calls `listener` with each message from a window of our origin; returns the unsubscribe. */
  listen(listener: (data: unknown) => void): () => void;
  /** Posts to the opener; false when there is none (a full-page login) or it is gone. */
  postToOpener(data: unknown): boolean;
  /** This page's origin (`https://ar.example.com`): where a login popup must come back to. */
  ownOrigin(): string;
  /** Closes this window (a popup that handed over its result). */
  closeSelf(): void;
}
export const PopupMessagesPort = token<PopupMessagesPort>('domain.popup-messages');
