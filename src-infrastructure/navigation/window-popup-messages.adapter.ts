import { injectable } from 'inversify';
import type { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';

/**
 * PopupMessagesPort over `postMessage`: posts to `window.opener` with our origin as the target
 * (a foreign opener receives nothing) and hears only messages whose origin is ours.
 */
@injectable()
export class WindowPopupMessages implements PopupMessagesPort {
  listen(listener: (data: unknown) => void): () => void {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) listener(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }

  postToOpener(data: unknown): boolean {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return false;
    try {
      opener.postMessage(data, window.location.origin);
      return true;
    } catch {
      return false;
    }
  }

  ownOrigin(): string {
    return window.location.origin;
  }

  closeSelf(): void {
    window.close();
  }
}
