import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { bookingStage, type BookingStage } from '../../src-domain/interviews/interview-booking.rules';
import type { CandidateInterview } from '../../src-domain/interviews/interview.model';
import { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import { failureCode, type Loadable } from '../hiring/loadable';

/**
 * The interview of one of the signed-in candidate's own applications (issue #35), for the panel
 * on their application page: where and when, and what they can do (choose a time, or change or
 * cancel the booked one, on the booking page). Only the latest read is kept. Never rejects.
 */
@injectable()
export class CandidateInterviewStore {
  applicationId: number | undefined = undefined;
  interview: Loadable<CandidateInterview | undefined> = { kind: 'loading' };
  private request = 0;

  constructor(@inject(InterviewsApiPort) private readonly api: InterviewsApiPort) {
    makeAutoObservable<CandidateInterviewStore, 'api' | 'request'>(this, { api: false, request: false });
  }

  /** Reads application `applicationId`'s interview (the shown one stays while the same is read again). */
  async open(applicationId: number): Promise<void> {
    if (this.applicationId !== applicationId) {
      this.applicationId = applicationId;
      this.interview = { kind: 'loading' };
    }
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const applicationId = this.applicationId;
    if (applicationId === undefined) return;
    const request = ++this.request;
    if (this.interview.kind === 'failed') this.interview = { kind: 'loading' };
    try {
      const interview = await this.api.candidateInterview(applicationId);
      runInAction(() => {
        if (request === this.request) this.interview = { kind: 'ready', value: interview };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.interview = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** What the candidate can do now; undefined while nothing is read or there is no interview. */
  get stage(): BookingStage | undefined {
    if (this.interview.kind !== 'ready' || !this.interview.value) return undefined;
    return bookingStage(this.interview.value.state);
  }
}
