import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { LiveEvent, LiveStatus } from '../../src-domain/live/live-event.model';
import type { LiveEventsPort } from '../../src-domain/live/live-events.port';

/**
 * LiveEventsPort driven by the test, behaving as the real adapter: `down` until the test
 * `connect`s, events reach only current subscribers, status listeners hear changes only, and
 * `open` says whether anyone listens (the real adapter holds a stream exactly then).
 */
export class FakeLiveEvents implements LiveEventsPort {
  private readonly handlers = new Set<(event: LiveEvent) => void>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private current: LiveStatus = 'down';

  subscribe(handler: (event: LiveEvent) => void): Unsubscribe {
    const own = (event: LiveEvent) => handler(event);
    this.handlers.add(own);
    return () => this.handlers.delete(own);
  }

  status(): LiveStatus {
    return this.current;
  }

  onStatusChange(listener: (status: LiveStatus) => void): Unsubscribe {
    const own = (status: LiveStatus) => listener(status);
    this.statusListeners.add(own);
    return () => this.statusListeners.delete(own);
  }

  /** Whether anyone listens (the real adapter would hold or follow a stream). */
  get open(): boolean {
    return this.handlers.size > 0 || this.statusListeners.size > 0;
  }

  /** The stream opens: status `live`. */
  connect(): void {
    this.setStatus('live');
  }

  /** The stream breaks: status `down`. */
  disconnect(): void {
    this.setStatus('down');
  }

  /** The server sends `event` (delivered whatever the status, as a replay would be). */
  push(event: LiveEvent): void {
    for (const handler of [...this.handlers]) handler(event);
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}
