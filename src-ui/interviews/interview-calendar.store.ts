import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  calendarRange,
  layoutCalendar,
  shiftDay,
  todayIn,
  type CalendarLayout,
  type CalendarSpan,
} from '../../src-domain/interviews/interview-calendar.rules';
import type { InterviewCalendar, InterviewOutcome } from '../../src-domain/interviews/interview.model';
import { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { failureCode, type Loadable } from '../hiring/loadable';

/** What the calendar shows: the zone its days are cut in and the rows laid out over them. */
export interface CalendarView {
  readonly timeZone: string;
  readonly layout: CalendarLayout;
}

/**
 * The managers' interview calendar (issue #35, /hiring/interviews): the interviews of one brand
 * (a location, or the context brand's whole subtree) over a day or a week, in the brand's zone,
 * and those waiting for the candidate. Only the latest read is kept. Never rejects.
 */
@injectable()
export class InterviewCalendarStore {
  brandId: number | undefined = undefined;
  span: CalendarSpan = 'week';
  /** The ISO date the calendar shows (its week in week view); undefined until first read. */
  day: string | undefined = undefined;
  calendar: Loadable<CalendarView> = { kind: 'loading' };
  /** The interview whose outcome is being saved. */
  saving: number | undefined = undefined;
  /** The code of the last refused outcome. */
  outcomeFailed: string | undefined = undefined;
  private request = 0;

  constructor(
    @inject(InterviewsApiPort) private readonly api: InterviewsApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<InterviewCalendarStore, 'api' | 'clock' | 'request'>(this, {
      api: false,
      clock: false,
      request: false,
    });
  }

  /** Shows brand `brandId` (its current day and span kept when it was already shown). */
  async show(brandId: number): Promise<void> {
    if (this.brandId !== brandId) {
      this.brandId = brandId;
      this.calendar = { kind: 'loading' };
    }
    await this.load();
  }

  setSpan(span: CalendarSpan): Promise<void> {
    this.span = span;
    return this.load();
  }

  /** Moves one day or one week on (`step` 1) or back (-1). */
  step(step: number): Promise<void> {
    if (this.day !== undefined) this.day = shiftDay(this.day, this.span, step);
    return this.load();
  }

  setDay(day: string): Promise<void> {
    this.day = day;
    return this.load();
  }

  /** Back to today (in the brand's zone once known). */
  today(): Promise<void> {
    this.day = undefined;
    return this.load();
  }

  /** Reads the shown range again (a live event, a retry); the old rows stay while it reads. */
  async load(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    const request = ++this.request;
    const zone = this.calendar.kind === 'ready' ? this.calendar.value.timeZone : 'UTC';
    const guessed = this.day === undefined;
    const day = this.day ?? todayIn(zone, this.clock.now());
    const range = calendarRange(day, this.span)!;
    if (this.calendar.kind === 'failed') this.calendar = { kind: 'loading' };
    try {
      const answer = await this.api.calendar(brandId, range.from, range.to);
      const localToday = todayIn(answer.timeZone, this.clock.now());
      const shown = guessed ? localToday : day;
      // "Today" was guessed before the brand's zone was known: read the zone's today when its
      // range differs.
      if (shown !== day && calendarRange(shown, this.span)!.from !== range.from && request === this.request) {
        runInAction(() => (this.day = shown));
        return await this.load();
      }
      runInAction(() => {
        if (request !== this.request) return;
        this.day = shown;
        this.calendar = { kind: 'ready', value: viewOf(answer, range.days) };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.calendar = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** Records an interview's outcome (done, no-show) or cancels it, then reads again. */
  async setOutcome(interviewId: number, state: InterviewOutcome): Promise<void> {
    this.saving = interviewId;
    this.outcomeFailed = undefined;
    try {
      await this.api.setOutcome(interviewId, state);
    } catch (error) {
      runInAction(() => (this.outcomeFailed = failureCode(error) ?? 'NETWORK'));
    } finally {
      runInAction(() => (this.saving = undefined));
    }
    await this.load();
  }

  /** Now, for the rules that decide which actions an interview allows. */
  now(): number {
    return this.clock.now();
  }
}

function viewOf(answer: InterviewCalendar, days: readonly string[]): CalendarView {
  return { timeZone: answer.timeZone, layout: layoutCalendar(answer.interviews, days, answer.timeZone) };
}
