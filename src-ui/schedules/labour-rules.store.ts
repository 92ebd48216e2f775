import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  labourRulesForm,
  labourRulesFrom,
  type LabourRulesField,
  type LabourRulesForm,
  type LabourRulesProblem,
} from '../../src-domain/schedules/labour-settings.rules';
import { ScheduleRulesApiPort, type LocationRules } from '../../src-domain/schedules/schedule-rules-api.port';
import { SchedulesApiPort } from '../../src-domain/schedules/schedules-api.port';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

/**
 * The labour-rules settings (issue #34): the locations the caller schedules, one location's
 * rules as a form; saving checks the form by the domain's rules first (a wrong field is named,
 * nothing sent, what was typed kept). Never rejects.
 */
@injectable()
export class LabourRulesStore {
  locations: Loadable<readonly { readonly id: number; readonly name: string }[]> = { kind: 'loading' };
  locationId: number | undefined = undefined;
  current: Loadable<LocationRules> = { kind: 'loading' };
  form: LabourRulesForm = {
    restHours: '',
    maxDayHours: '',
    maxWeekHours: '',
    noticeDays: '',
    minorDayHours: '',
    minorWeekHours: '',
    minorEarliestHour: '',
    minorLatestHour: '',
  };
  problems: Partial<Record<LabourRulesField, LabourRulesProblem>> = {};
  /** Whether the location approves covers at once when the rules hold (saved with the form). */
  autoApprove = false;
  write: Write = { kind: 'idle' };
  saved = false;

  constructor(
    @inject(SchedulesApiPort) private readonly schedules: SchedulesApiPort,
    @inject(ScheduleRulesApiPort) private readonly api: ScheduleRulesApiPort,
  ) {
    makeAutoObservable<LabourRulesStore, 'schedules' | 'api'>(this, { schedules: false, api: false });
  }

  /** Loads the locations, then `locationId` (else the one shown, else the first). */
  async open(locationId?: number): Promise<void> {
    this.locations = { kind: 'loading' };
    try {
      const value = await this.schedules.locations();
      runInAction(() => {
        this.locations = { kind: 'ready', value };
        const wanted = locationId ?? this.locationId;
        this.locationId = value.find((location) => location.id === wanted)?.id ?? value[0]?.id;
      });
      await this.load();
    } catch (error) {
      runInAction(() => (this.locations = { kind: 'failed', code: failureCode(error) }));
    }
  }

  async load(): Promise<void> {
    const locationId = this.locationId;
    if (locationId === undefined) return;
    this.current = { kind: 'loading' };
    this.problems = {};
    this.saved = false;
    try {
      const value = await this.api.rules(locationId);
      runInAction(() => {
        this.current = { kind: 'ready', value };
        this.form = labourRulesForm(value.rules, value.minors);
        this.autoApprove = value.autoApproveCovers ?? false;
      });
    } catch (error) {
      runInAction(() => (this.current = { kind: 'failed', code: failureCode(error) }));
    }
  }

  selectLocation(id: number): Promise<void> {
    this.locationId = id;
    return this.load();
  }

  type(field: LabourRulesField, value: string): void {
    this.form = { ...this.form, [field]: value };
    this.saved = false;
  }

  setAutoApprove(on: boolean): void {
    this.autoApprove = on;
    this.saved = false;
  }

  /** Saves the form; false when a field has a problem (nothing sent) or the server refused. */
  async save(): Promise<boolean> {
    const current = this.current;
    const locationId = this.locationId;
    if (current.kind !== 'ready' || locationId === undefined) return false;
    const read = labourRulesFrom(this.form);
    this.problems = read.problems ?? {};
    this.saved = false;
    if (!read.rules) return false;
    this.write = { kind: 'saving' };
    try {
      const value = await this.api.setRules(locationId, {
        timeZone: current.value.timeZone,
        rules: read.rules,
        autoApproveCovers: this.autoApprove,
        minors: read.minors,
      });
      runInAction(() => {
        this.current = { kind: 'ready', value };
        this.write = { kind: 'idle' };
        this.saved = true;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
