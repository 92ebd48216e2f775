import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ScheduleWagesApiPort, type WageSettings } from '../../src-domain/schedules/schedule-wages-api.port';
import {
  wagesForm,
  wagesFrom,
  type WagesForm,
  type WagesProblem,
} from '../../src-domain/schedules/wage-form.rules';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

/**
 * A location's wages (issue #34, on the labour-rules screen): the currency, an hourly wage per
 * position and each person's own. Saving checks the form by the domain's rules first (a wrong
 * field is named, nothing sent, what was typed kept). Never rejects.
 */
@injectable()
export class WagesStore {
  locationId: number | undefined = undefined;
  settings: Loadable<WageSettings> = { kind: 'loading' };
  form: WagesForm = { currency: '', positions: [], people: [] };
  /** By wageFieldKey ('currency', `position:<name>`, `person:<id>`). */
  problems: Readonly<Record<string, WagesProblem>> = {};
  write: Write = { kind: 'idle' };
  saved = false;

  constructor(@inject(ScheduleWagesApiPort) private readonly api: ScheduleWagesApiPort) {
    makeAutoObservable<WagesStore, 'api'>(this, { api: false });
  }

  async load(locationId: number): Promise<void> {
    this.locationId = locationId;
    this.settings = { kind: 'loading' };
    this.problems = {};
    this.saved = false;
    try {
      const value = await this.api.wages(locationId);
      runInAction(() => this.show(value));
    } catch (error) {
      runInAction(() => (this.settings = { kind: 'failed', code: failureCode(error) }));
    }
  }

  typeCurrency(currency: string): void {
    this.form = { ...this.form, currency };
    this.saved = false;
  }

  typePosition(position: string, amount: string): void {
    this.form = {
      ...this.form,
      positions: this.form.positions.map((row) => (row.position === position ? { position, amount } : row)),
    };
    this.saved = false;
  }

  typePerson(personId: string, amount: string): void {
    this.form = {
      ...this.form,
      people: this.form.people.map((row) => (row.personId === personId ? { personId, amount } : row)),
    };
    this.saved = false;
  }

  /** Adds a row for a position no shift names yet; false when empty or already there. */
  addPosition(name: string): boolean {
    const position = name.trim();
    const key = position.toLocaleLowerCase('en');
    if (!position || this.form.positions.some((row) => row.position.toLocaleLowerCase('en') === key)) {
      return false;
    }
    this.form = { ...this.form, positions: [...this.form.positions, { position, amount: '' }] };
    return true;
  }

  /** Marks a person a minor at the location, or not (saved at once); false when the server refused. */
  async setMinor(personId: string, minor: boolean): Promise<boolean> {
    const locationId = this.locationId;
    if (locationId === undefined || this.settings.kind !== 'ready') return false;
    this.write = { kind: 'saving' };
    try {
      await this.api.setMinor(locationId, personId, minor);
      runInAction(() => {
        if (this.settings.kind === 'ready') {
          const value = this.settings.value;
          const staff = value.staff.map((person) => (person.id === personId ? { ...person, minor } : person));
          this.settings = { kind: 'ready', value: { ...value, staff } };
        }
        this.write = { kind: 'idle' };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  /** Saves the form; false when a field has a problem (nothing sent) or the server refused. */
  async save(): Promise<boolean> {
    const locationId = this.locationId;
    if (locationId === undefined || this.settings.kind !== 'ready') return false;
    const read = wagesFrom(this.form);
    this.problems = read.problems ?? {};
    this.saved = false;
    if (!read.wages) return false;
    this.write = { kind: 'saving' };
    try {
      const value = await this.api.setWages(locationId, read.wages);
      runInAction(() => {
        this.show(value);
        this.write = { kind: 'idle' };
        this.saved = true;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  private show(value: WageSettings): void {
    this.settings = { kind: 'ready', value };
    this.form = wagesForm(
      value.wages,
      value.knownPositions,
      value.staff.map((person) => person.id),
    );
  }
}
