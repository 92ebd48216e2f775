import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  ShiftCorrection,
  TimesheetShift,
  TimesheetsApiPort,
  TimesheetWeek,
} from '../../src-domain/timesheets/timesheets-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type WeekWire = WireData<'/v1/brands/{id}/timesheets'>;
type ShiftWire = WeekWire['shifts'][number];
type ShiftPath = '/v1/brands/{id}/timesheets/shifts/{punch}';
type ApprovePath = '/v1/brands/{id}/timesheets/shifts/{punch}/approve';

/** TimesheetsApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpTimesheetsApi implements TimesheetsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  locations() {
    return this.gateway.request<WireData<'/v1/schedule_locations'>>({
      method: 'GET',
      path: '/v1/schedule_locations',
    });
  }

  async week(locationId: number, weekStart: string): Promise<TimesheetWeek> {
    const wire = await this.gateway.request<WeekWire>({
      method: 'GET',
      path: `/v1/brands/${locationId}/timesheets`,
      query: { week: weekStart },
    });
    return {
      locationId: wire.location.id,
      locationName: wire.location.name,
      timeZone: wire.location.time_zone,
      weekStart: wire.week_start,
      people: wire.people.map((person) => ({
        id: person.user_id,
        name: person.name,
        workedMinutes: person.worked_minutes,
      })),
      shifts: wire.shifts.map(shiftOf),
      workedMinutes: wire.worked_minutes,
    };
  }

  async approve(locationId: number, shiftId: number, version: number) {
    return shiftOf(
      await this.gateway.request<WireData<ApprovePath, 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/timesheets/shifts/${shiftId}/approve`,
        body: { version } satisfies WireBody<ApprovePath, 'post'>,
      }),
    );
  }

  async correct(locationId: number, shiftId: number, version: number, correction: ShiftCorrection) {
    const body = {
      version,
      clock_in_at: correction.clockInAt,
      clock_out_at: correction.clockOutAt,
      breaks: correction.breaks.map((item) => ({ start_at: item.startAt, end_at: item.endAt })),
      reason: correction.reason,
    } satisfies WireBody<ShiftPath, 'put'>;
    return shiftOf(
      await this.gateway.request<WireData<ShiftPath, 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${locationId}/timesheets/shifts/${shiftId}`,
        body,
      }),
    );
  }

  csv(locationId: number, weekStart: string) {
    // Asked for JSON (as the gateway always asks), the server puts the CSV text in `data`.
    return this.gateway.request<WireData<'/v1/brands/{id}/timesheets/csv'>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/timesheets/csv`,
      query: { week: weekStart },
    });
  }
}

function shiftOf(wire: ShiftWire): TimesheetShift {
  return {
    id: wire.id,
    personId: wire.user_id,
    personName: wire.person_name,
    version: wire.version,
    clockInAt: wire.clock_in_at,
    clockOutAt: wire.clock_out_at ?? undefined,
    breaks: wire.breaks.map((item) => ({ startAt: item.start_at, endAt: item.end_at ?? undefined })),
    breakMinutes: wire.break_minutes,
    workedMinutes: wire.worked_minutes,
    flags: wire.flags,
    approved: wire.approved ? { byName: wire.approved.by_name, at: wire.approved.at } : undefined,
    edits: wire.edits.map((edit) => ({
      id: edit.id,
      editedAt: edit.edited_at,
      editedByName: edit.edited_by_name,
      field: edit.field,
      oldValue: edit.old_value,
      newValue: edit.new_value,
      reason: edit.reason,
    })),
  };
}
