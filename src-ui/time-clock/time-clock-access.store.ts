import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TimeClockApiPort } from '../../src-domain/time-clock/time-clock-api.port';

/**
 * Whether the person may punch anywhere: what the side navigation needs of the time clock (its
 * "Time clock" and "My shifts" links). Apart from TimeClockStore so that the signed-in layout,
 * which every signed-in page waits for, carries neither the clock's rules nor luxon (issue #30);
 * TimeClockStore tells it what each full read of the clock learns.
 */
@injectable()
export class TimeClockAccessStore {
  /** Undefined until known. */
  hasLocations: boolean | undefined = undefined;
  private checked = false;

  constructor(@inject(TimeClockApiPort) private readonly api: TimeClockApiPort) {
    makeAutoObservable<TimeClockAccessStore, 'api' | 'checked'>(this, { api: false, checked: false });
  }

  /** Learns once per session (a failed read is tried again next time); never rejects. */
  async check(): Promise<void> {
    if (this.checked) return;
    this.checked = true;
    try {
      const overview = await this.api.overview();
      this.learn(overview.locations.length > 0);
    } catch {
      this.checked = false;
    }
  }

  /** What a read of the clock's overview showed. */
  learn(hasLocations: boolean): void {
    runInAction(() => (this.hasLocations = hasLocations));
  }
}
