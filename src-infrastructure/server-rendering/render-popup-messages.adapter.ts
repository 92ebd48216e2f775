import { injectable } from 'inversify';
import type { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';

/** While rendering on the server there is no window: nothing is heard, posted or closed. */
@injectable()
export class RenderPopupMessages implements PopupMessagesPort {
  listen(): () => void {
    return () => undefined;
  }

  postToOpener(): boolean {
    return false;
  }

  /** No page, no origin: the caller falls back to the configured public origin. */
  ownOrigin(): string {
    return '';
  }

  closeSelf(): void {
    // No window to close.
  }
}
