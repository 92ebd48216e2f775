import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { weekStartOf } from '../../src-domain/schedules/week.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import {
  TimesheetsApiPort,
  type ShiftCorrection,
  type TimesheetShift,
  type TimesheetWeek,
} from '../../src-domain/timesheets/timesheets-api.port';
import { failureCode, type Loadable, type Write } from '../schedules/schedules.loadable';

/** Rows of the timesheet table per page. */
export const TIMESHEET_PAGE_SIZE = 10;

/**
 * A manager's timesheets (issue #33, `/time/timesheets`): the locations they manage, one
 * location's week, a page of its shifts, and the writes (approve, correct). A write's answer
 * replaces its row; a failed write keeps everything and says why (`write`). Never rejects.
 */
@injectable()
export class TimesheetsStore {
  locations: Loadable<readonly { readonly id: number; readonly name: string }[]> = { kind: 'loading' };
  locationId: number | undefined = undefined;
  weekStart = '';
  week: Loadable<TimesheetWeek> = { kind: 'loading' };
  /** The page shown, from 0. */
  page = 0;
  write: Write = { kind: 'idle' };

  constructor(
    @inject(TimesheetsApiPort) private readonly api: TimesheetsApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<TimesheetsStore, 'api' | 'clock' | 'writesShown'>(this, {
      api: false,
      clock: false,
      writesShown: false,
    });
  }

  /**
   * How many writes' answers have been shown. A read that began before one of them may hold the
   * row as it was before that write: `load` then reads again instead of showing it (as the week
   * grid does: a live refresh answered after a write put the old row back).
   */
  private writesShown = 0;

  /** Loads the locations, then `locationId` (or the first) at `weekStart` (or this week there). */
  async open(locationId?: number, weekStart?: string): Promise<void> {
    this.locations = { kind: 'loading' };
    this.week = { kind: 'loading' };
    try {
      const value = await this.api.locations();
      runInAction(() => {
        this.locations = { kind: 'ready', value };
        this.locationId = value.find((location) => location.id === locationId)?.id ?? value[0]?.id;
        this.weekStart = weekStart ?? this.thisWeek('UTC');
        if (this.locationId === undefined) this.week = { kind: 'failed', code: 'TIMESHEETS.FORBIDDEN' };
      });
      await this.load(weekStart === undefined);
    } catch (error) {
      runInAction(() => (this.locations = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** The Monday of today in `zone`. */
  thisWeek(zone: string): string {
    return weekStartOf(new Date(this.clock.now()).toISOString(), zone) ?? '';
  }

  /**
   * Reads the week again; `followZone` moves to this week in the location's zone. `quiet` keeps
   * the rows shown while reading (a live refresh), and keeps them on a failure too.
   */
  async load(followZone = false, quiet = false): Promise<void> {
    const locationId = this.locationId;
    if (locationId === undefined) return;
    if (!quiet) this.week = { kind: 'loading' };
    const writes = this.writesShown;
    try {
      let week = await this.api.week(locationId, this.weekStart);
      const local = this.thisWeek(week.timeZone);
      if (followZone && local !== week.weekStart) week = await this.api.week(locationId, local);
      if (this.writesShown !== writes) return await this.load(followZone, true);
      runInAction(() => {
        if (locationId !== this.locationId) return;
        this.week = { kind: 'ready', value: week };
        this.weekStart = week.weekStart;
        this.page = Math.min(this.page, Math.max(0, this.pageCount - 1));
      });
    } catch (error) {
      runInAction(() => {
        if (!quiet || this.week.kind !== 'ready') this.week = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** A live event changed the week: read it again without the skeleton. */
  refresh(): Promise<void> {
    return this.load(false, true);
  }

  selectLocation(id: number): Promise<void> {
    this.locationId = id;
    this.page = 0;
    return this.load(true);
  }

  /** Shows the week starting on the Monday `weekStart` (`YYYY-MM-DD`; another day: its week). */
  showWeek(weekStart: string): Promise<void> {
    this.weekStart = weekStartOf(weekStart, 'UTC') ?? this.weekStart;
    this.page = 0;
    return this.load();
  }

  get shiftCount(): number {
    return this.week.kind === 'ready' ? this.week.value.shifts.length : 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.shiftCount / TIMESHEET_PAGE_SIZE));
  }

  /** The shifts of the page shown. */
  get rows(): readonly TimesheetShift[] {
    if (this.week.kind !== 'ready') return [];
    return this.week.value.shifts.slice(
      this.page * TIMESHEET_PAGE_SIZE,
      (this.page + 1) * TIMESHEET_PAGE_SIZE,
    );
  }

  showPage(page: number): void {
    this.page = Math.min(Math.max(0, page), this.pageCount - 1);
  }

  approve(shift: TimesheetShift): Promise<boolean> {
    return this.run(() => this.api.approve(this.locationId!, shift.id, shift.version));
  }

  /** Saves a correction; false (and `write` failed with the server's code) when refused. */
  correct(shift: TimesheetShift, correction: ShiftCorrection): Promise<boolean> {
    return this.run(() => this.api.correct(this.locationId!, shift.id, shift.version, correction));
  }

  /** The week as a CSV file, or undefined (and `write` failed) when it could not be read. */
  async csv(): Promise<{ readonly fileName: string; readonly text: string } | undefined> {
    const locationId = this.locationId;
    if (locationId === undefined) return undefined;
    this.write = { kind: 'saving' };
    try {
      const text = await this.api.csv(locationId, this.weekStart);
      runInAction(() => (this.write = { kind: 'idle' }));
      return { fileName: `timesheet-${locationId}-${this.weekStart}.csv`, text };
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return undefined;
    }
  }

  clearWrite(): void {
    this.write = { kind: 'idle' };
  }

  private async run(action: () => Promise<TimesheetShift>): Promise<boolean> {
    this.write = { kind: 'saving' };
    try {
      const shift = await action();
      runInAction(() => {
        if (this.week.kind === 'ready') {
          const week = this.week.value;
          const shifts = week.shifts.map((row) => (row.id === shift.id ? shift : row));
          this.week = { kind: 'ready', value: { ...week, shifts } };
          this.writesShown += 1;
        }
        this.write = { kind: 'idle' };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
