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

/**
 * The employee's "My shifts" (issue #34): their upcoming published shifts, the shifts they may
 * take, what changed; offering a shift and taking one (then read again). Never rejects.
 */
@injectable()
export class MyShiftsStore {
  data: Loadable<MyShifts> = { kind: 'loading' };
  write: Write = { kind: 'idle' };
  /** The last write that went through: 'OFFERED' or 'TAKEN' (a status line says so). */
  done: 'OFFERED' | 'TAKEN' | undefined = undefined;

  constructor(@inject(SchedulesApiPort) private readonly api: SchedulesApiPort) {
    makeAutoObservable<MyShiftsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.data = { kind: 'loading' };
    try {
      const value = await this.api.myShifts();
      runInAction(() => (this.data = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.data = { kind: 'failed', code: failureCode(error) }));
    }
  }

  offer(item: MyShift): Promise<boolean> {
    return this.run('OFFERED', () => this.api.offer(item.shift.locationId, item.shift.id));
  }

  take(item: MyShift): Promise<boolean> {
    return this.run('TAKEN', () => this.api.take(item.shift.locationId, item.shift.id));
  }

  private async run(kind: 'OFFERED' | 'TAKEN', action: () => Promise<void>): Promise<boolean> {
    this.write = { kind: 'saving' };
    this.done = undefined;
    try {
      await action();
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
