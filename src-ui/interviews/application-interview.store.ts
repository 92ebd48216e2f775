import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { inviteBlocked, managerActions } from '../../src-domain/interviews/interview-booking.rules';
import type { Interview, InterviewOutcome } from '../../src-domain/interviews/interview.model';
import { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { failureCode, type Loadable } from '../hiring/loadable';

/**
 * The interview panel of one application (issue #35): its latest interview, "Invite to
 * interview" (refused while one is open) and the manager's actions. Never rejects.
 */
@injectable()
export class ApplicationInterviewStore {
  applicationId: number | undefined = undefined;
  interview: Loadable<Interview | undefined> = { kind: 'loading' };
  busy = false;
  /** The code of the last refused write (e.g. INTERVIEWS.NO_AVAILABILITY). */
  writeFailed: string | undefined = undefined;
  /** The booking link of the invitation just sent. */
  bookingUrl: string | undefined = undefined;
  private request = 0;

  constructor(
    @inject(InterviewsApiPort) private readonly api: InterviewsApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<ApplicationInterviewStore, 'api' | 'clock' | 'request'>(this, {
      api: false,
      clock: false,
      request: false,
    });
  }

  async open(applicationId: number): Promise<void> {
    if (this.applicationId !== applicationId) {
      this.applicationId = applicationId;
      this.interview = { kind: 'loading' };
      this.writeFailed = undefined;
      this.bookingUrl = undefined;
    }
    await this.refresh();
  }

  /** Reads the interview again (a live event); the shown one stays while it reads. */
  async refresh(): Promise<void> {
    const applicationId = this.applicationId;
    if (applicationId === undefined) return;
    const request = ++this.request;
    if (this.interview.kind === 'failed') this.interview = { kind: 'loading' };
    try {
      const interview = await this.api.applicationInterview(applicationId);
      runInAction(() => {
        if (request === this.request) this.interview = { kind: 'ready', value: interview };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.interview = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** Why "Invite to interview" is disabled, or undefined when it is not (or not yet known). */
  get inviteBlockedBy(): 'ALREADY_OPEN' | undefined {
    return this.interview.kind === 'ready' ? inviteBlocked(this.interview.value) : undefined;
  }

  /** What the manager may set on the shown interview now. */
  get actions(): InterviewOutcome[] {
    if (this.interview.kind !== 'ready' || !this.interview.value) return [];
    return managerActions(this.interview.value, this.clock.now());
  }

  async invite(): Promise<void> {
    const applicationId = this.applicationId;
    if (applicationId === undefined || this.busy || this.inviteBlockedBy) return;
    await this.write(async () => {
      const invitation = await this.api.invite(applicationId);
      runInAction(() => (this.bookingUrl = invitation.bookingUrl));
      return invitation;
    });
  }

  async setOutcome(state: InterviewOutcome): Promise<void> {
    if (this.interview.kind !== 'ready' || !this.interview.value) return;
    const id = this.interview.value.id;
    await this.write(() => this.api.setOutcome(id, state));
  }

  private async write(call: () => Promise<Interview>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.writeFailed = undefined;
    try {
      const interview = await call();
      runInAction(() => (this.interview = { kind: 'ready', value: interview }));
    } catch (error) {
      runInAction(() => (this.writeFailed = failureCode(error) ?? 'NETWORK'));
      // A refusal (already open, state moved on) means the shown interview is stale.
      await this.refresh();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
