import type { ScheduleWagesApiPort, WageSettings } from '../../src-domain/schedules/schedule-wages-api.port';
import { NO_WAGES, type LocationWages } from '../../src-domain/schedules/wage.rules';

/** ScheduleWagesApiPort in memory: one set of wages for every location. `fail` rejects the next call. */
export class FakeScheduleWagesApi implements ScheduleWagesApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  wagesSet: LocationWages = NO_WAGES;
  staff = [
    { id: 'rosa', name: 'Rosa Crew', minor: false },
    { id: 'ari', name: 'Ari Crew', minor: false },
  ];
  knownPositions = ['Server'];

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  private settings(): WageSettings {
    return { wages: this.wagesSet, staff: this.staff, knownPositions: this.knownPositions };
  }

  async wages(locationId: number) {
    this.check(`wages ${locationId}`);
    return this.settings();
  }

  async setWages(locationId: number, wages: LocationWages) {
    this.check(`setWages ${locationId}`);
    this.wagesSet = wages;
    return this.settings();
  }

  async setMinor(locationId: number, personId: string, minor: boolean) {
    this.check(`setMinor ${locationId} ${personId} ${minor}`);
    this.staff = this.staff.map((person) => (person.id === personId ? { ...person, minor } : person));
  }
}
