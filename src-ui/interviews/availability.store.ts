import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  defaultAvailabilityForm,
  fieldOfRefusal,
  startingForm,
  validateAvailability,
  type AvailabilityForm,
  type AvailabilityProblem,
  type HoursSource,
} from '../../src-domain/interviews/availability-form.rules';
import type { PositionHours, WeeklyRange } from '../../src-domain/interviews/interview.model';
import { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import { AvailabilityRefusedError } from '../../src-domain/interviews/interviews.errors';
import { failureCode, type Loadable } from '../hiring/loadable';

type NumberField = 'lengthMinutes' | 'bufferMinutes' | 'horizonDays' | 'minimumNoticeHours';

/** What the availability screen read: the location's zone, its positions, where the shown hours come from. */
export interface AvailabilityView {
  /** The location's zone, in which the weekly hours are read. */
  readonly timeZone: string;
  readonly source: HoursSource;
}

/**
 * The interview availability of one location, or of one of its positions (issue #35): the form
 * keeps what was typed; saving checks it first (problems by field), then the server (a refusal is
 * shown on the field its message names). A position without hours of its own shows the
 * location's (`source` LOCATION) until saved; its own hours can be removed again. Never rejects.
 */
@injectable()
export class AvailabilityStore {
  locationId: number | undefined = undefined;
  positionId: number | undefined = undefined;
  setting: Loadable<AvailabilityView> = { kind: 'loading' };
  /** The location's positions as last read (kept while another position's hours are read). */
  positions: readonly PositionHours[] = [];
  form: AvailabilityForm = defaultAvailabilityForm();
  problems: readonly AvailabilityProblem[] = [];
  saving = false;
  /** Set after a save that worked, until the form changes. */
  savedNow = false;
  /** A save that failed for another reason than the form (network, access). */
  saveFailed: string | undefined = undefined;
  removing = false;
  /** Set after the position's own hours were removed, until the form changes. */
  removedNow = false;
  private request = 0;

  constructor(@inject(InterviewsApiPort) private readonly api: InterviewsApiPort) {
    makeAutoObservable<AvailabilityStore, 'api' | 'request'>(this, { api: false, request: false });
  }

  /** Reads the availability of `locationId` (of `positionId` there, when given). */
  async open(locationId: number, positionId?: number): Promise<void> {
    const request = ++this.request;
    if (this.locationId !== locationId) this.positions = [];
    this.locationId = locationId;
    this.positionId = positionId;
    this.setting = { kind: 'loading' };
    this.problems = [];
    this.savedNow = false;
    this.removedNow = false;
    this.saveFailed = undefined;
    try {
      const setting = await this.api.availability(locationId, positionId);
      runInAction(() => {
        if (request !== this.request) return;
        const start = startingForm(setting, positionId);
        this.form = start.form;
        this.positions = setting.positions;
        this.setting = { kind: 'ready', value: { timeZone: setting.timeZone, source: start.source } };
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
        this.markOwnHours();
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

  /**
   * Removes the shown position's own hours: it uses the location's again, which the form then
   * shows. Does nothing for the location itself.
   */
  async removeOwnHours(): Promise<void> {
    const { locationId, positionId } = this;
    if (locationId === undefined || positionId === undefined || this.removing) return;
    this.removing = true;
    this.saveFailed = undefined;
    try {
      await this.api.removePositionAvailability(locationId, positionId);
      await this.open(locationId, positionId);
      runInAction(() => (this.removedNow = true));
    } catch (error) {
      runInAction(() => (this.saveFailed = failureCode(error) ?? 'NETWORK'));
    } finally {
      runInAction(() => (this.removing = false));
    }
  }

  /** The shown hours were saved: they are the position's or location's own now. */
  private markOwnHours(): void {
    if (this.setting.kind === 'ready')
      this.setting = { kind: 'ready', value: { ...this.setting.value, source: 'OWN' } };
    const positionId = this.positionId;
    this.positions = this.positions.map((position) =>
      position.id === positionId ? { ...position, ownHours: true } : position,
    );
  }

  private touched(): void {
    this.savedNow = false;
    this.removedNow = false;
  }
}
