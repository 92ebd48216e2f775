import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  SchedulesApiPort,
  type MyShift,
  type ShiftChange,
} from '../../src-domain/schedules/schedules-api.port';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

interface MyShifts {
  readonly shifts: readonly MyShift[];
  readonly available: readonly MyShift[];
  readonly changes: readonly ShiftChange[];
}

/** A colleague an own shift may be offered to by name. */
interface Colleague {
  readonly id: string;
  readonly name: string;
}

/** What a write that went through did (a status line says so). */
export type MyShiftsDone = 'OFFERED' | 'OFFERED_TO' | 'TAKEN' | 'APPROVED';

/**
 * The employee's "My shifts" (issue #34): their upcoming published shifts, the shifts they may
 * take, what changed; offering a shift to the team or to one qualified colleague (picked from
 * the shift's colleagues), and taking one — approved at once where the location auto-approves
 * (then read again). Never rejects.
 */
@injectable()
export class MyShiftsStore {
  data: Loadable<MyShifts> = { kind: 'loading' };
  write: Write = { kind: 'idle' };
  /** The last write that went through. */
  done: MyShiftsDone | undefined = undefined;
  /** The own shift being offered to a colleague, with the colleagues qualified for it. */
  choosing: { readonly shiftId: number; readonly colleagues: Loadable<readonly Colleague[]> } | undefined =
    undefined;
  /** Reads begun; only the newest one's answer is shown. */
  private reads = 0;

  constructor(@inject(SchedulesApiPort) private readonly api: SchedulesApiPort) {
    makeAutoObservable<MyShiftsStore, 'api' | 'reads'>(this, { api: false, reads: false });
  }

  /**
   * Reads My shifts; `quiet` (a live event's reread) keeps what is shown until the answer and on a
   * failure (a dropped connection does not take the person's shifts off the screen). An answer is
   * dropped when a later read has begun, so an earlier read answered late never shows older shifts.
   */
  async load(quiet = false): Promise<void> {
    const read = ++this.reads;
    if (!quiet || this.data.kind !== 'ready') this.data = { kind: 'loading' };
    try {
      const value = await this.api.myShifts();
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

  offer(item: MyShift): Promise<boolean> {
    return this.run(async () => {
      await this.api.offer(item.shift.locationId, item.shift.id);
      return 'OFFERED';
    });
  }

  /** Opens the choice of a colleague for `item` and reads who is qualified for it. */
  async chooseColleague(item: MyShift): Promise<void> {
    const shiftId = item.shift.id;
    this.choosing = { shiftId, colleagues: { kind: 'loading' } };
    try {
      const value = await this.api.colleagues(item.shift.locationId, shiftId);
      runInAction(() => {
        if (this.choosing?.shiftId === shiftId)
          this.choosing = { shiftId, colleagues: { kind: 'ready', value } };
      });
    } catch (error) {
      runInAction(() => {
        if (this.choosing?.shiftId === shiftId) {
          this.choosing = { shiftId, colleagues: { kind: 'failed', code: failureCode(error) } };
        }
      });
    }
  }

  cancelChoosing(): void {
    this.choosing = undefined;
  }

  async offerTo(item: MyShift, personId: string): Promise<boolean> {
    const done = await this.run(async () => {
      await this.api.offerTo(item.shift.locationId, item.shift.id, personId);
      return 'OFFERED_TO';
    });
    if (done) runInAction(() => (this.choosing = undefined));
    return done;
  }

  take(item: MyShift): Promise<boolean> {
    return this.run(async () =>
      (await this.api.take(item.shift.locationId, item.shift.id)) === 'APPROVED' ? 'APPROVED' : 'TAKEN',
    );
  }

  private async run(action: () => Promise<MyShiftsDone>): Promise<boolean> {
    this.write = { kind: 'saving' };
    this.done = undefined;
    try {
      const kind = await action();
      runInAction(() => {
        this.write = { kind: 'idle' };
        this.done = kind;
      });
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      await this.load();
      return false;
    }
  }
}
