import { inject, injectable } from 'inversify';
import { compareStructural, makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  SchedulesApiPort,
  type CoverReward,
  type ScheduleWeek,
  type ScheduledShift,
  type ShiftDraft,
  type ShiftRequest,
} from '../../src-domain/schedules/schedules-api.port';
import { weekStartOf } from '../../src-domain/schedules/week.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

/**
 * The manager's week grid (issue #34): the locations the caller schedules, one location's week,
 * its waiting cover requests, and the writes (shift create / edit / delete, publish, copy last
 * week, approve / refuse a cover). A write's answer replaces the week; a failed write keeps the
 * week and says why (`write`). Never rejects.
 */
@injectable()
export class ScheduleWeekStore {
  locations: Loadable<readonly { readonly id: number; readonly name: string }[]> = { kind: 'loading' };
  locationId: number | undefined = undefined;
  weekStart = '';
  week: Loadable<ScheduleWeek> = { kind: 'loading' };
  requests: readonly ShiftRequest[] = [];
  write: Write = { kind: 'idle' };
  /** What the last approval's reward came to (shown once). */
  lastReward: CoverReward | undefined = undefined;
  /** The cover whose approval was refused because it breaks the rules now (approvable with override). */
  breaking: number | undefined = undefined;
  /**
   * A move or resize the server refused because someone changed the shift meanwhile (409
   * SCHEDULES.STALE_SHIFT): the change the manager meant, kept to apply again on the shift as it
   * now is (the week was read again and shows the other's change). Undefined otherwise.
   */
  conflict: { readonly shiftId: number; readonly draft: ShiftDraft } | undefined = undefined;

  constructor(
    @inject(SchedulesApiPort) private readonly api: SchedulesApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    // A week is replaced whole by each answer, never changed in place: held by reference, so a
    // 400-shift week is not made deeply observable (each shift and flag a proxy) on every read.
    makeAutoObservable<ScheduleWeekStore, 'api' | 'clock' | 'early' | 'prepared' | 'writesShown'>(this, {
      api: false,
      clock: false,
      early: false,
      prepared: false,
      writesShown: false,
      locations: observableRef,
      week: observableRef,
      requests: observableRef,
      conflict: observableRef,
    });
  }

  /**
   * A week read started before its location was known to be the caller's (`open` with both in
   * the address): `load` takes it when it asks for that location and week.
   */
  private early:
    | {
        readonly locationId: number;
        readonly weekStart: string;
        readonly answer: Promise<readonly [ScheduleWeek, readonly ShiftRequest[]]>;
      }
    | undefined = undefined;

  /**
   * How many writes' answers have been shown (`run`, `show`). A read that began before one of them
   * may hold the week as it was before that write: `load` then reads again instead of showing it
   * (a live refresh answered after a move put the shift back where it was, CI 2 Dec).
   */
  private writesShown = 0;

  /**
   * An `open` started before the screen rendered (`prepare`), taken by the screen's first `open`
   * of the same location and week.
   */
  private prepared:
    | { readonly locationId?: number; readonly weekStart?: string; readonly opening: Promise<void> }
    | undefined = undefined;

  /**
   * Starts `open(locationId, weekStart)` ahead of the screen (a hard load of the week's address,
   * before the session bootstrap is answered: the reads go with the stored session's token). The
   * screen's `open` of the same location and week then takes it instead of reading again; when
   * it failed (the stored session was refused), that `open` reads once more. Never rejects.
   */
  prepare(locationId?: number, weekStart?: string): void {
    const prepared = this.prepared;
    if (prepared && prepared.locationId === locationId && prepared.weekStart === weekStart) return;
    this.prepared = { locationId, weekStart, opening: this.read(locationId, weekStart) };
  }

  /**
   * Loads the locations, then `locationId` (or the first) at `weekStart` (or this week). With
   * both given, the week is read beside the locations instead of after them. Never rejects.
   */
  open(locationId?: number, weekStart?: string): Promise<void> {
    const prepared = this.prepared;
    this.prepared = undefined;
    if (prepared && prepared.locationId === locationId && prepared.weekStart === weekStart) {
      return prepared.opening.then(() =>
        this.locations.kind === 'failed' || this.week.kind === 'failed'
          ? this.read(locationId, weekStart)
          : undefined,
      );
    }
    return this.read(locationId, weekStart);
  }

  private async read(locationId?: number, weekStart?: string): Promise<void> {
    this.locations = { kind: 'loading' };
    if (locationId !== undefined && weekStart !== undefined) {
      const answer = this.readWeek(locationId, weekStart);
      // Unused when the location is not the caller's: its failure is then nobody's.
      answer.catch(() => undefined);
      this.early = { locationId, weekStart, answer };
    }
    try {
      const value = await this.api.locations();
      runInAction(() => {
        this.locations = { kind: 'ready', value };
        this.locationId = value.find((location) => location.id === locationId)?.id ?? value[0]?.id;
        this.weekStart = weekStart ?? this.thisWeek('UTC');
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
   * Reads the week and its requests again; `followZone` moves to this week in the location's
   * zone; `quiet` keeps the week shown until the answer and a failure (a live refresh).
   */
  async load(followZone = false, quiet = false): Promise<void> {
    const locationId = this.locationId;
    if (locationId === undefined) return;
    if (!quiet || this.week.kind !== 'ready') this.week = { kind: 'loading' };
    const writes = this.writesShown;
    try {
      const early = this.early;
      this.early = undefined;
      const [first, requests] = await (early?.locationId === locationId && early.weekStart === this.weekStart
        ? early.answer
        : this.readWeek(locationId, this.weekStart));
      let week = first;
      const local = this.thisWeek(week.timeZone);
      if (followZone && local !== week.weekStart) week = await this.api.week(locationId, local);
      if (this.writesShown !== writes) return await this.load(followZone, true);
      const taken = requests.filter((request) => request.status === 'TAKEN');
      runInAction(() => {
        // A refresh that finds what is shown (the echo of this tab's own write) renders nothing.
        const shown = this.week.kind === 'ready' ? this.week.value : undefined;
        if (!(quiet && shown && compareStructural(shown, week))) this.week = { kind: 'ready', value: week };
        if (!(quiet && compareStructural(this.requests, taken))) this.requests = taken;
        this.weekStart = week.weekStart;
      });
    } catch (error) {
      if (!quiet) runInAction(() => (this.week = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** A week and the location's cover requests, read side by side (neither needs the other). */
  private readWeek(locationId: number, weekStart: string) {
    return Promise.all([this.api.week(locationId, weekStart), this.api.requests(locationId)] as const);
  }

  /** Reads the shown week again without a skeleton (a live event, a time-off decision). */
  refresh(): Promise<void> {
    return this.load(false, true);
  }

  selectLocation(id: number): Promise<void> {
    this.locationId = id;
    return this.load(true);
  }

  /** Shows the week starting on the Monday `weekStart` (`YYYY-MM-DD`; another day: its week). */
  showWeek(weekStart: string): Promise<void> {
    this.weekStart = weekStartOf(weekStart, 'UTC') ?? this.weekStart;
    return this.load();
  }

  /** Creates (`shiftId` undefined) or changes a shift; true when saved. */
  save(draft: ShiftDraft, shift?: { readonly id: number; readonly version: number }): Promise<boolean> {
    const locationId = this.locationId!;
    return this.run(() =>
      shift
        ? this.api.updateShift(locationId, shift.id, shift.version, draft)
        : this.api.createShift(locationId, this.weekStart, draft),
    );
  }

  /**
   * Writes a shift's move or resize (`draft`, from shift-move.rules) with the version the grid
   * shows; undefined `draft` (nothing changes) writes nothing. A stale version keeps the draft in
   * `conflict` and reads the week again. True when saved.
   */
  async change(shift: ScheduledShift, draft: ShiftDraft | undefined): Promise<boolean> {
    if (!draft) return false;
    const saved = await this.save(draft, shift);
    if (saved) {
      this.conflict = undefined;
      return true;
    }
    if (this.write.kind === 'failed' && this.write.code === 'SCHEDULES.STALE_SHIFT') {
      const write = this.write;
      runInAction(() => (this.conflict = { shiftId: shift.id, draft }));
      await this.refresh();
      runInAction(() => (this.write = write));
    }
    return false;
  }

  /** The shift `conflict` is about, as the week now shows it (undefined when it was removed). */
  get conflictShift(): ScheduledShift | undefined {
    const conflict = this.conflict;
    if (!conflict || this.week.kind !== 'ready') return undefined;
    return this.week.value.shifts.find((shift) => shift.id === conflict.shiftId);
  }

  /** Applies the kept change again on the shift's current version; true when saved. */
  async applyConflict(): Promise<boolean> {
    const conflict = this.conflict;
    const shift = this.conflictShift;
    if (!conflict) return false;
    if (!shift) {
      this.conflict = undefined;
      this.write = { kind: 'failed', code: 'SCHEDULES.SHIFT_NOT_FOUND' };
      return false;
    }
    return this.change(shift, conflict.draft);
  }

  /** Keeps the other's change: forgets the kept one. */
  dropConflict(): void {
    this.conflict = undefined;
    this.write = { kind: 'idle' };
  }

  remove(shiftId: number): Promise<boolean> {
    return this.run(() => this.api.deleteShift(this.locationId!, shiftId));
  }

  publish(): Promise<boolean> {
    return this.run(() => this.api.publish(this.locationId!, this.weekStart));
  }

  copyLastWeek(): Promise<boolean> {
    return this.run(() => this.api.copyLastWeek(this.locationId!, this.weekStart));
  }

  /**
   * Approves a taken cover; the reward outcome lands in `lastReward`. Refused because the take
   * breaks the rules now (SCHEDULES.LABOUR_RULES, SCHEDULES.TAKER_UNAVAILABLE), the request is
   * `breaking`, which the manager may approve with `override` (their explicit choice).
   */
  async approve(requestId: number, override = false): Promise<boolean> {
    this.write = { kind: 'saving' };
    this.breaking = undefined;
    try {
      const reward = await this.api.approve(this.locationId!, requestId, override);
      runInAction(() => {
        this.lastReward = reward;
        this.write = { kind: 'idle' };
      });
      await this.load();
      return true;
    } catch (error) {
      const code = failureCode(error);
      runInAction(() => {
        this.write = { kind: 'failed', code };
        if (code === 'SCHEDULES.LABOUR_RULES' || code === 'SCHEDULES.TAKER_UNAVAILABLE')
          this.breaking = requestId;
      });
      return false;
    }
  }

  async refuse(requestId: number): Promise<boolean> {
    this.write = { kind: 'saving' };
    try {
      await this.api.refuse(this.locationId!, requestId);
      runInAction(() => (this.write = { kind: 'idle' }));
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  /** Shows `week` (a write's answer elsewhere, e.g. a template applied) if it is the one shown. */
  show(week: ScheduleWeek): void {
    if (week.locationId === this.locationId && week.weekStart === this.weekStart) {
      this.week = { kind: 'ready', value: week };
      this.writesShown += 1;
    }
  }

  clearWrite(): void {
    this.write = { kind: 'idle' };
  }

  private async run(action: () => Promise<ScheduleWeek>): Promise<boolean> {
    this.write = { kind: 'saving' };
    try {
      const week = await action();
      runInAction(() => {
        this.week = { kind: 'ready', value: week };
        this.writesShown += 1;
        this.write = { kind: 'idle' };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
