import type {
  CoverReward,
  MyShift,
  ScheduledShift,
  ScheduleWeek,
  SchedulesApiPort,
  ShiftChange,
  ShiftDraft,
  ShiftRequest,
  ShiftRequestStatus,
} from '../../src-domain/schedules/schedules-api.port';
import { NO_WAGES, weekCostOf, type LocationWages } from '../../src-domain/schedules/wage.rules';
import { apiFailure } from './api-failure';

/**
 * SchedulesApiPort in memory: one location's weeks (status, shifts), versions checked like the
 * server (STALE_SHIFT), covers approved with `reward`. `fail` makes the next call reject with it.
 */
export class FakeSchedulesApi implements SchedulesApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  reward: CoverReward = 'GRANTED';
  /** What a take answers: TAKEN, or APPROVED for a location that approves covers at once. */
  takeStatus: ShiftRequestStatus = 'TAKEN';
  colleagueList: { id: string; name: string }[] = [];
  timeZone = 'UTC';
  /** The location's people, as every week answers them. */
  people: ScheduleWeek['people'] = [{ id: 'rosa', name: 'Rosa Crew', minor: false }];
  wages: LocationWages = NO_WAGES;
  shifts: ScheduledShift[] = [];
  published = new Set<string>();
  requestList: ShiftRequest[] = [];
  mine: { shifts: MyShift[]; available: MyShift[]; changes: ShiftChange[] } = {
    shifts: [],
    available: [],
    changes: [],
  };
  private nextId = 1;

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  private weekOf(locationId: number, weekStart: string): ScheduleWeek {
    const shifts = this.shifts.filter((shift) => shift.weekStart === weekStart);
    return {
      locationId,
      locationName: 'Harbor Grill Portland Downtown',
      weekStart,
      status: this.published.has(weekStart) ? 'PUBLISHED' : 'DRAFT',
      timeZone: this.timeZone,
      people: this.people,
      shifts,
      wages: this.wages,
      figures: {
        shifts: shifts.length,
        openShifts: shifts.filter((shift) => !shift.personId).length,
        hours: 0,
        hoursLastWeek: 0,
        pendingRequests: 0,
        flaggedShifts: 0,
        currency: this.wages.currency,
        costMinor: weekCostOf(shifts, this.wages, this.timeZone).total.costMinor,
        costLastWeekMinor: 0,
        unpricedShifts: weekCostOf(shifts, this.wages, this.timeZone).total.unpriced,
      },
    };
  }

  async locations() {
    this.check('locations');
    return [{ id: 7, name: 'Harbor Grill Portland Downtown' }];
  }
  async week(locationId: number, weekStart: string) {
    this.check(`week ${weekStart}`);
    return this.weekOf(locationId, weekStart);
  }
  async createShift(locationId: number, weekStart: string, draft: ShiftDraft) {
    this.check('create');
    this.shifts.push(shiftOf(this.nextId++, weekStart, draft, 1));
    return this.weekOf(locationId, weekStart);
  }
  async updateShift(locationId: number, shiftId: number, version: number, draft: ShiftDraft) {
    this.check('update');
    const index = this.shifts.findIndex((shift) => shift.id === shiftId);
    const shift = this.shifts[index]!;
    if (shift.version !== version) throw apiFailure(409, 'SCHEDULES.STALE_SHIFT');
    this.shifts[index] = shiftOf(shiftId, shift.weekStart, draft, version + 1);
    return this.weekOf(locationId, shift.weekStart);
  }
  async deleteShift(locationId: number, shiftId: number) {
    this.check('delete');
    const shift = this.shifts.find((item) => item.id === shiftId)!;
    this.shifts = this.shifts.filter((item) => item.id !== shiftId);
    return this.weekOf(locationId, shift.weekStart);
  }
  async publish(locationId: number, weekStart: string) {
    this.check(`publish ${weekStart}`);
    this.published.add(weekStart);
    return this.weekOf(locationId, weekStart);
  }
  async copyLastWeek(locationId: number, weekStart: string) {
    this.check(`copy ${weekStart}`);
    return this.weekOf(locationId, weekStart);
  }
  async requests() {
    this.check('requests');
    return this.requestList;
  }
  async approve(_locationId: number, requestId: number, override = false) {
    this.check(`approve ${requestId}${override ? ' override' : ''}`);
    this.requestList = this.requestList.filter((request) => request.id !== requestId);
    return this.reward;
  }
  async refuse(_locationId: number, requestId: number) {
    this.check(`refuse ${requestId}`);
    this.requestList = this.requestList.filter((request) => request.id !== requestId);
  }
  async myShifts() {
    this.check('myShifts');
    return this.mine;
  }
  async offer(_locationId: number, shiftId: number) {
    this.check(`offer ${shiftId}`);
  }
  async colleagues(_locationId: number, shiftId: number) {
    this.check(`colleagues ${shiftId}`);
    return this.colleagueList;
  }
  async offerTo(_locationId: number, shiftId: number, personId: string) {
    this.check(`offerTo ${shiftId} ${personId}`);
  }
  async take(_locationId: number, shiftId: number) {
    this.check(`take ${shiftId}`);
    return this.takeStatus;
  }
}

export function shiftOf(id: number, weekStart: string, draft: ShiftDraft, version: number): ScheduledShift {
  return {
    id,
    locationId: 7,
    weekStart,
    personName: draft.personId ? 'Rosa Crew' : undefined,
    version,
    flags: [],
    request: undefined,
    ...draft,
  };
}
