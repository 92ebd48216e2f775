import type { Language } from '../../src-domain/language/language.rules';
import type {
  ClockOutQuestion,
  PunchOutcome,
  PunchRequest,
  TimeClockApiPort,
  TimeClockOverview,
} from '../../src-domain/time-clock/time-clock-api.port';

/**
 * TimeClockApiPort in memory: `overviewValue` is what the server knows; `send` records every
 * punch and answers `nextOutcome` (ACCEPTED by default); `offline` makes every call fail as with
 * no network (reads reject, sends are UNSENT).
 */
export class FakeTimeClockApi implements TimeClockApiPort {
  overviewValue: TimeClockOverview = {
    locations: [{ id: 7, name: 'Portland Downtown', geofence: undefined }],
    status: { state: 'OFF', locationId: undefined, shiftStartedAt: undefined },
    punches: [],
    shifts: [],
  };
  questionList: ClockOutQuestion[] = [];
  offline = false;
  refuse: string | undefined = undefined;
  readonly sent: PunchRequest[] = [];

  async overview(): Promise<TimeClockOverview> {
    if (this.offline) throw new Error('offline');
    return this.overviewValue;
  }

  async questions(_locationId: number, _language: Language): Promise<readonly ClockOutQuestion[]> {
    if (this.offline) throw new Error('offline');
    return this.questionList;
  }

  async send(request: PunchRequest): Promise<PunchOutcome> {
    if (this.offline) return { kind: 'UNSENT' };
    this.sent.push(request);
    if (this.refuse) return { kind: 'REFUSED', code: this.refuse };
    return { kind: 'ACCEPTED' };
  }
}
