import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  availabilityForm,
  defaultAvailabilityForm,
  fieldOfRefusal,
  validateAvailability,
  type AvailabilityForm,
  type AvailabilityProblem,
} from '../../src-domain/interviews/availability-form.rules';
import type { WeeklyRange } from '../../src-domain/interviews/interview.model';
import { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import { AvailabilityRefusedError } from '../../src-domain/interviews/interviews.errors';
import { failureCode, type Loadable } from '../hiring/loadable';

type NumberField = 'lengthMinutes' | 'bufferMinutes' | 'horizonDays' | 'minimumNoticeHours';

/**
 * The interview availability of one location, or of one of its positions (issue #35): the form
 * keeps what was typed; saving checks it first (problems by field), then the server (a refusal is
 * shown on the field its message names). Never rejects.
 */
@injectable()
export class AvailabilityStore {
  locationId: number | undefined = undefined;
  positionId: number | undefined = undefined;
  /** The location's zone, in which the weekly hours are read. */
  setting: Loadable<{ readonly timeZone: string; readonly saved: boolean }> = { kind: 'loading' };
  form: AvailabilityForm = defaultAvailabilityForm();
  problems: readonly AvailabilityProblem[] = [];
  saving = false;
  /** Set after a save that worked, until the form changes. */
  savedNow = false;
  /** A save that failed for another reason than the form (network, access). */
  saveFailed: string | undefined = undefined;
  private request = 0;

  constructor(@inject(InterviewsApiPort) private readonly api: InterviewsApiPort) {
    makeAutoObservable<AvailabilityStore, 'api' | 'request'>(this, { api: false, request: false });
  }

  /** Reads the availability of `locationId` (of `positionId` there, when given). */
  async open(locationId: number, positionId?: number): Promise<void> {
    const request = ++this.request;
    this.locationId = locationId;
    this.positionId = positionId;
    this.setting = { kind: 'loading' };
    this.problems = [];
    this.savedNow = false;
    this.saveFailed = undefined;
    try {
      const setting = await this.api.availability(locationId, positionId);
      runInAction(() => {
        if (request !== this.request) return;
        this.form = setting.availability
          ? availabilityForm({ ...setting.availability, positionId })
          : defaultAvailabilityForm(positionId);
        this.setting = {
          kind: 'ready',
          value: { timeZone: setting.timeZone, saved: !!setting.availability },
        };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.setting = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  setNumber(field: NumberField, value: string): void {
    this.form = { ...this.form, [field]: value };
    this.touched();
  }

  addRange(weekday: number): void {
    const last = [...this.form.weeklyHours].reverse().find((range) => range.weekday === weekday);
    const range: WeeklyRange = last
      ? { weekday, start: last.end === '24:00' ? '23:00' : last.end, end: '24:00' }
      : { weekday, start: '09:00', end: '17:00' };
    this.form = { ...this.form, weeklyHours: [...this.form.weeklyHours, range] };
    this.touched();
  }

  setRange(index: number, change: Partial<Pick<WeeklyRange, 'start' | 'end'>>): void {
    this.form = {
      ...this.form,
      weeklyHours: this.form.weeklyHours.map((range, at) => (at === index ? { ...range, ...change } : range)),
    };
    this.touched();
  }

  removeRange(index: number): void {
    this.form = { ...this.form, weeklyHours: this.form.weeklyHours.filter((_range, at) => at !== index) };
    this.touched();
  }

  /** The problems of one field (of one range, with `index`). */
  problemsOf(field: AvailabilityProblem['field'], index?: number): readonly AvailabilityProblem[] {
    return this.problems.filter((problem) => problem.field === field && problem.index === index);
  }

  async save(): Promise<void> {
    const locationId = this.locationId;
    if (locationId === undefined || this.saving) return;
    const checked = validateAvailability(this.form);
    this.problems = checked.problems;
    this.saveFailed = undefined;
    if (!checked.draft) return;
    this.saving = true;
    try {
      await this.api.saveAvailability(locationId, checked.draft);
      runInAction(() => {
        this.savedNow = true;
        if (this.setting.kind === 'ready')
          this.setting = { kind: 'ready', value: { ...this.setting.value, saved: true } };
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof AvailabilityRefusedError) {
          this.problems = [{ ...fieldOfRefusal(error.field), code: error.code }];
        } else {
          this.saveFailed = failureCode(error) ?? 'NETWORK';
        }
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private touched(): void {
    this.savedNow = false;
  }
}
