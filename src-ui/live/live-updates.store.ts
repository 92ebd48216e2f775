import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { LiveEvent, LiveStatus } from '../../src-domain/live/live-event.model';
import { LiveEventsPort } from '../../src-domain/live/live-events.port';
import {
  catchUpOnShow,
  eventChangesView,
  PAUSED_NOTICE_AFTER_MS,
  pausedNoticeWaits,
  SAFETY_POLL_MS,
  safetyPollRuns,
  type LiveView,
} from '../../src-domain/live/live-views.rules';
import { PageVisibilityPort } from '../../src-domain/live/page-visibility.port';

interface Watcher {
  readonly view: LiveView;
  readonly refresh: () => void;
}

/**
 * Keeps the views on screen fresh (issue #32): each view `watch`es with what it shows and how it
 * reads again; the store calls that read when a live event changes the view (eventChangesView),
 * and, while the stream is down and the page visible, every SAFETY_POLL_MS (the safety poll;
 * none in hidden tabs, one at once when a hidden tab is shown again). The first watcher opens the
 * stream, the last one closes it. `paused` says when a stream that was live on this page has been
 * down for PAUSED_NOTICE_AFTER_MS (the "live updates paused" notice).
 */
@injectable()
export class LiveUpdatesStore {
  status: LiveStatus = 'down';
  visible = true;
  /** The stream was live on this page and has been down for PAUSED_NOTICE_AFTER_MS. */
  paused = false;
  private wasLive = false;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly watchers = new Set<Watcher>();
  private detach: Unsubscribe[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    @inject(LiveEventsPort) private readonly live: LiveEventsPort,
    @inject(PageVisibilityPort) private readonly visibility: PageVisibilityPort,
  ) {
    makeAutoObservable<
      LiveUpdatesStore,
      'live' | 'visibility' | 'watchers' | 'detach' | 'timer' | 'wasLive' | 'noticeTimer'
    >(this, {
      live: false,
      visibility: false,
      watchers: false,
      detach: false,
      timer: false,
      wasLive: false,
      noticeTimer: false,
    });
  }

  /**
   * Calls `refresh` whenever `view` may have changed (see above) until the returned function is
   * called. `refresh` must not throw; it is not called at once (the view reads when it mounts).
   */
  watch(view: LiveView, refresh: () => void): Unsubscribe {
    const watcher: Watcher = { view, refresh };
    this.watchers.add(watcher);
    if (this.watchers.size === 1) this.attach();
    return () => {
      if (!this.watchers.delete(watcher) || this.watchers.size > 0) return;
      this.detach.forEach((stop) => stop());
      this.detach = [];
      this.schedule(false);
      this.wasLive = false;
      this.notice();
    };
  }

  private attach(): void {
    this.status = this.live.status();
    this.visible = this.visibility.isVisible();
    this.detach = [
      this.live.subscribe((event) => this.heard(event)),
      this.live.onStatusChange((status) => this.changed({ status, visible: this.visible })),
      this.visibility.onVisibilityChange((visible) => this.changed({ status: this.status, visible })),
    ];
    this.schedule(safetyPollRuns(this.status, this.visible));
    this.wasLive = this.status === 'live';
    this.notice();
  }

  private heard(event: LiveEvent): void {
    for (const watcher of [...this.watchers]) if (eventChangesView(event, watcher.view)) watcher.refresh();
  }

  private changed(after: { status: LiveStatus; visible: boolean }): void {
    const before = { status: this.status, visible: this.visible };
    runInAction(() => {
      this.status = after.status;
      this.visible = after.visible;
    });
    if (catchUpOnShow(before, after)) this.refreshAll();
    this.schedule(safetyPollRuns(after.status, after.visible));
    if (after.status === 'live') this.wasLive = true;
    if (after.status !== before.status) this.notice();
  }

  /** Starts the wait of the "paused" notice when it may be due, else takes the notice away. */
  private notice(): void {
    if (this.noticeTimer !== undefined) clearTimeout(this.noticeTimer);
    this.noticeTimer = undefined;
    this.paused = false;
    if (!pausedNoticeWaits(this.status, this.wasLive) || this.watchers.size === 0) return;
    this.noticeTimer = setTimeout(() => {
      this.noticeTimer = undefined;
      runInAction(() => (this.paused = true));
    }, PAUSED_NOTICE_AFTER_MS);
  }

  private refreshAll(): void {
    for (const watcher of [...this.watchers]) watcher.refresh();
  }

  private schedule(runs: boolean): void {
    if (runs && this.timer === undefined) {
      this.timer = setInterval(() => this.refreshAll(), SAFETY_POLL_MS);
    } else if (!runs && this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}
