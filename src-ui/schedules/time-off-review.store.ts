import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ScheduleAvailabilityApiPort,
  type LocationAvailability,
} from '../../src-domain/schedules/schedule-availability-api.port';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

/**
 * The manager's side of availability on the week grid (issue #34): the location's weekly blocks
 * and time off of the week shown, the pending requests, and approving or refusing one with a
 * note. Never rejects.
 */
@injectable()
export class TimeOffReviewStore {
  data: Loadable<LocationAvailability> = { kind: 'loading' };
  write: Write = { kind: 'idle' };
  /** The last decision that went through (a status line says so). */
  done: 'APPROVED' | 'REFUSED' | undefined = undefined;
  private shown: { locationId: number; weekStart: string } | undefined = undefined;
  /** Reads begun; only the newest one's answer is shown. */
  private reads = 0;

  constructor(@inject(ScheduleAvailabilityApiPort) private readonly api: ScheduleAvailabilityApiPort) {
    makeAutoObservable<TimeOffReviewStore, 'api' | 'shown' | 'reads'>(this, {
      api: false,
      shown: false,
      reads: false,
    });
  }

  /**
   * Reads the location's week; `quiet` keeps what is shown until the answer (a live refresh) and on
   * a failure. An answer is dropped when a later read has begun: one for a week no longer shown, or
   * a refresh sent before a decision's reread and answered after it.
   */
  async load(locationId: number, weekStart: string, quiet = false): Promise<void> {
    const read = ++this.reads;
    this.shown = { locationId, weekStart };
    if (!quiet || this.data.kind !== 'ready') this.data = { kind: 'loading' };
    try {
      const value = await this.api.ofLocation(locationId, weekStart);
      runInAction(() => {
        if (read === this.reads) this.data = { kind: 'ready', value };
      });
    } catch (error) {
      runInAction(() => {
        if (read === this.reads && (!quiet || this.data.kind !== 'ready'))
          this.data = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** Reads the shown week again, quietly. */
  refresh(): Promise<void> {
    return this.shown ? this.load(this.shown.locationId, this.shown.weekStart, true) : Promise.resolve();
  }

  /** Approves or refuses a pending request with `note`; true when it went through. */
  async decide(requestId: number, decision: 'APPROVED' | 'REFUSED', note: string): Promise<boolean> {
    const shown = this.shown;
    if (!shown) return false;
    this.write = { kind: 'saving' };
    this.done = undefined;
    try {
      await this.api.decide(shown.locationId, requestId, decision, note.trim());
      runInAction(() => {
        this.write = { kind: 'idle' };
        this.done = decision;
      });
      await this.refresh();
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      await this.refresh();
      return false;
    }
  }

  clearWrite(): void {
    this.write = { kind: 'idle' };
  }
}
