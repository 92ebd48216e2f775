import type { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';

/** PopupMessagesPort in memory: `deliver` plays a same-origin message; posts are recorded. */
export class FakePopupMessages implements PopupMessagesPort {
  private readonly listeners = new Set<(data: unknown) => void>();
  readonly posted: unknown[] = [];
  hasOpener = false;
  closed = false;

  listen(listener: (data: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  deliver(data: unknown): void {
    for (const listener of [...this.listeners]) listener(data);
  }

  postToOpener(data: unknown): boolean {
    if (!this.hasOpener) return false;
    this.posted.push(data);
    return true;
  }

  origin = 'http://localhost:8080';

  ownOrigin(): string {
    return this.origin;
  }

  closeSelf(): void {
    this.closed = true;
  }
}
