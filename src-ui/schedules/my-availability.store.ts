import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  blockProblem,
  timeOffProblem,
  type UnavailableBlock,
} from '../../src-domain/schedules/availability.rules';
import {
  ScheduleAvailabilityApiPort,
  type MyAvailability,
  type TimeOffDraft,
  type TimeOffRequest,
} from '../../src-domain/schedules/schedule-availability-api.port';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

/** Why a time-off form cannot be sent: the domain's reasons, or NO_REASON (reason left blank). */
export type TimeOffFormProblem = NonNullable<ReturnType<typeof timeOffProblem>> | 'NO_REASON';

/**
 * The employee's availability and time off on "My shifts" (issue #34): their weekly blocks per
 * location, their requests; saving blocks, asking for time off, cancelling a pending request.
 * Input is checked by the domain's rules before it is sent (a problem is answered, nothing
 * sent); a refused write keeps the data and says why (`write`). Never rejects.
 */
@injectable()
export class MyAvailabilityStore {
  data: Loadable<MyAvailability> = { kind: 'loading' };
  write: Write = { kind: 'idle' };
  /** The last write that went through (a status line says so). */
  done: 'SAVED' | 'ASKED' | 'CANCELLED' | undefined = undefined;
  /** Reads begun; only the newest one's answer is shown. */
  private reads = 0;

  constructor(@inject(ScheduleAvailabilityApiPort) private readonly api: ScheduleAvailabilityApiPort) {
    makeAutoObservable<MyAvailabilityStore, 'api' | 'reads'>(this, { api: false, reads: false });
  }

  /**
   * Reads again; `quiet` keeps what is shown until the answer (a live refresh) and on a failure.
   * An answer is dropped when a later read has begun: a live refresh sent before a write's reread
   * and answered after it would otherwise put the list from before the write back.
   */
  async load(quiet = false): Promise<void> {
    const read = ++this.reads;
    if (!quiet || this.data.kind !== 'ready') this.data = { kind: 'loading' };
    try {
      const value = await this.api.mine();
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

  /** The problem of each block (undefined when it is fine), in order. */
  blockProblems(blocks: readonly UnavailableBlock[]) {
    return blocks.map((block) => blockProblem(block));
  }

  /** The problem of a time-off form, or undefined when it may be sent. */
  timeOffProblem(draft: TimeOffDraft): TimeOffFormProblem | undefined {
    return timeOffProblem(draft) ?? (draft.reason.trim() === '' ? 'NO_REASON' : undefined);
  }

  /** Replaces the blocks at `locationId`; false (nothing sent) when a block has a problem. */
  async saveBlocks(locationId: number, blocks: readonly UnavailableBlock[]): Promise<boolean> {
    if (this.blockProblems(blocks).some((problem) => problem !== undefined)) return false;
    return this.run('SAVED', () => this.api.setMine(locationId, blocks));
  }

  /** Asks for time off; false (nothing sent) when the form has a problem. */
  async ask(locationId: number, draft: TimeOffDraft): Promise<boolean> {
    if (this.timeOffProblem(draft) !== undefined) return false;
    return this.run('ASKED', () => this.api.ask(locationId, { ...draft, reason: draft.reason.trim() }));
  }

  cancel(request: TimeOffRequest): Promise<boolean> {
    return this.run('CANCELLED', () => this.api.cancel(request.locationId, request.id));
  }

  clearWrite(): void {
    this.write = { kind: 'idle' };
  }

  private async run(kind: 'SAVED' | 'ASKED' | 'CANCELLED', action: () => Promise<unknown>): Promise<boolean> {
    this.write = { kind: 'saving' };
    this.done = undefined;
    try {
      await action();
      runInAction(() => {
        this.write = { kind: 'idle' };
        this.done = kind;
      });
      await this.load(true);
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
