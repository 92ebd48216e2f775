import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SchedulesApiPort, type ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { weekStartOf } from '../../src-domain/schedules/week.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { failureCode, type Loadable } from './schedules.loadable';

/** At most this many locations get figures on the landing (the rest: the grid's picker). */
export const LANDING_LOCATIONS = 6;

/**
 * The `/schedule` landing (issue #34): this week's figures of each location the caller
 * schedules (the first LANDING_LOCATIONS, by name). Never rejects.
 */
@injectable()
export class ScheduleLandingStore {
  weeks: Loadable<readonly ScheduleWeek[]> = { kind: 'loading' };
  /** Locations the caller schedules in all (the landing may show fewer). */
  total = 0;

  constructor(
    @inject(SchedulesApiPort) private readonly api: SchedulesApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<ScheduleLandingStore, 'api' | 'clock'>(this, { api: false, clock: false });
  }

  async load(): Promise<void> {
    this.weeks = { kind: 'loading' };
    try {
      const locations = await this.api.locations();
      const now = new Date(this.clock.now()).toISOString();
      const weeks = await Promise.all(
        locations.slice(0, LANDING_LOCATIONS).map(async (location) => {
          const week = await this.api.week(location.id, weekStartOf(now, 'UTC')!);
          const local = weekStartOf(now, week.timeZone)!;
          return local === week.weekStart ? week : this.api.week(location.id, local);
        }),
      );
      runInAction(() => {
        this.total = locations.length;
        this.weeks = { kind: 'ready', value: weeks };
      });
    } catch (error) {
      runInAction(() => (this.weeks = { kind: 'failed', code: failureCode(error) }));
    }
  }
}
