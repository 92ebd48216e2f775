import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { PageVisibilityPort } from '../../src-domain/live/page-visibility.port';

/** PageVisibilityPort driven by the test: visible until `hide()`, again after `show()`. */
export class FakePageVisibility implements PageVisibilityPort {
  private visible = true;
  private readonly listeners = new Set<(visible: boolean) => void>();

  isVisible(): boolean {
    return this.visible;
  }

  onVisibilityChange(listener: (visible: boolean) => void): Unsubscribe {
    const own = (visible: boolean) => listener(visible);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }

  hide(): void {
    this.set(false);
  }

  show(): void {
    this.set(true);
  }

  private set(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }
}
