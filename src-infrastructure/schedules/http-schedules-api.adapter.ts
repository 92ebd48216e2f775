import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  CoverReward,
  MyShift,
  ScheduledShift,
  ScheduleWeek,
  SchedulesApiPort,
  ShiftChange,
  ShiftDraft,
  ShiftRequest,
} from '../../src-domain/schedules/schedules-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';
import { wagesOf } from './http-schedule-wages-api.adapter';

type WeekWire = WireData<'/v1/brands/{id}/schedule'>;
type ShiftWire = WeekWire['shifts'][number];
type MyShiftsWire = WireData<'/v1/my_shifts'>;

/** SchedulesApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpSchedulesApi implements SchedulesApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async locations() {
    return this.gateway.request<WireData<'/v1/schedule_locations'>>({
      method: 'GET',
      path: '/v1/schedule_locations',
    });
  }

  async week(locationId: number, weekStart: string) {
    const wire = await this.gateway.request<WeekWire>({
      method: 'GET',
      path: `/v1/brands/${locationId}/schedule`,
      query: { week: weekStart },
    });
    return weekOf(wire);
  }

  async createShift(locationId: number, weekStart: string, draft: ShiftDraft) {
    const body = { ...shiftBody(draft), week_start: weekStart } satisfies WireBody<
      '/v1/brands/{id}/shifts',
      'post'
    >;
    return weekOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/shifts', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/shifts`,
        body,
      }),
    );
  }

  async updateShift(locationId: number, shiftId: number, version: number, draft: ShiftDraft) {
    const body = { ...shiftBody(draft), version } satisfies WireBody<'/v1/brands/{id}/shifts/{shift}', 'put'>;
    return weekOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/shifts/{shift}', 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${locationId}/shifts/${shiftId}`,
        body,
      }),
    );
  }

  async deleteShift(locationId: number, shiftId: number) {
    return weekOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/shifts/{shift}', 'delete'>>({
        method: 'DELETE',
        path: `/v1/brands/${locationId}/shifts/${shiftId}`,
      }),
    );
  }

  async publish(locationId: number, weekStart: string) {
    return weekOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/schedule/publish', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/schedule/publish`,
        body: { week_start: weekStart } satisfies WireBody<'/v1/brands/{id}/schedule/publish', 'post'>,
      }),
    );
  }

  async copyLastWeek(locationId: number, weekStart: string) {
    return weekOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/schedule/copy', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/schedule/copy`,
        body: { week_start: weekStart } satisfies WireBody<'/v1/brands/{id}/schedule/copy', 'post'>,
      }),
    );
  }

  async requests(locationId: number): Promise<readonly ShiftRequest[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/shift_requests'>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/shift_requests`,
    });
    return wire.map((request) => ({
      id: request.id,
      status: request.status,
      fromName: request.from_name ?? undefined,
      takerName: request.taker_name ?? undefined,
      shift: shiftOf(request.shift),
      takerFlags: request.taker_flags,
    }));
  }

  async approve(locationId: number, requestId: number, override = false): Promise<CoverReward> {
    const wire = await this.gateway.request<
      WireData<'/v1/brands/{id}/shift_requests/{request}/approve', 'post'>
    >({
      method: 'POST',
      path: `/v1/brands/${locationId}/shift_requests/${requestId}/approve`,
      body: (override ? { override: true } : {}) satisfies WireBody<
        '/v1/brands/{id}/shift_requests/{request}/approve',
        'post'
      >,
    });
    return wire.reward;
  }

  async refuse(locationId: number, requestId: number) {
    await this.gateway.request({
      method: 'POST',
      path: `/v1/brands/${locationId}/shift_requests/${requestId}/refuse`,
    });
  }

  async myShifts() {
    const wire = await this.gateway.request<MyShiftsWire>({ method: 'GET', path: '/v1/my_shifts' });
    const mine = (item: MyShiftsWire['shifts'][number]): MyShift => ({
      shift: shiftOf(item.shift),
      locationName: item.location_name,
      timeZone: item.time_zone,
    });
    const part = (value: MyShiftsWire['changes'][number]['before']) =>
      value ? { startsAt: value.starts_at, endsAt: value.ends_at, position: value.position } : undefined;
    return {
      shifts: wire.shifts.map(mine),
      available: wire.available.map(mine),
      changes: wire.changes.map((change): ShiftChange => ({
        id: change.id,
        kind: change.kind,
        locationName: change.location_name,
        timeZone: change.time_zone,
        before: part(change.before),
        after: part(change.after),
        at: change.created_at,
      })),
    };
  }

  async offer(locationId: number, shiftId: number) {
    await this.gateway.request({ method: 'POST', path: `/v1/brands/${locationId}/shifts/${shiftId}/offer` });
  }

  async colleagues(locationId: number, shiftId: number) {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/shifts/{shift}/colleagues'>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/shifts/${shiftId}/colleagues`,
    });
    return wire.map((one) => ({ id: one.user_id, name: one.name }));
  }

  async offerTo(locationId: number, shiftId: number, personId: string) {
    await this.gateway.request({
      method: 'POST',
      path: `/v1/brands/${locationId}/shifts/${shiftId}/offer_to`,
      body: { to_user_id: personId } satisfies WireBody<'/v1/brands/{id}/shifts/{shift}/offer_to', 'post'>,
    });
  }

  async take(locationId: number, shiftId: number) {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/shifts/{shift}/take', 'post'>>({
      method: 'POST',
      path: `/v1/brands/${locationId}/shifts/${shiftId}/take`,
    });
    return wire.status;
  }
}

function shiftBody(draft: ShiftDraft) {
  return {
    user_id: draft.personId ?? null,
    position: draft.position,
    starts_at: draft.startsAt,
    ends_at: draft.endsAt,
    break_minutes: draft.breakMinutes,
    note: draft.note,
  };
}

function shiftOf(wire: ShiftWire): ScheduledShift {
  return {
    id: wire.id,
    locationId: wire.location_id,
    weekStart: wire.week_start,
    personId: wire.user_id ?? undefined,
    personName: wire.person_name ?? undefined,
    position: wire.position,
    startsAt: wire.starts_at,
    endsAt: wire.ends_at,
    breakMinutes: wire.break_minutes,
    note: wire.note,
    version: wire.version,
    flags: wire.flags,
    request: wire.request
      ? {
          id: wire.request.id,
          status: wire.request.status,
          fromPersonId: wire.request.from_user_id ?? undefined,
          takerName: wire.request.taker_name ?? undefined,
          offeredToId: wire.request.offered_to_user_id ?? undefined,
          offeredToName: wire.request.offered_to_name ?? undefined,
        }
      : undefined,
  };
}

/** A week as the domain reads it (also the answer inside applying a template). */
export function weekOf(wire: WeekWire): ScheduleWeek {
  return {
    locationId: wire.location_id,
    locationName: wire.location_name,
    weekStart: wire.week_start,
    status: wire.status,
    timeZone: wire.rules.time_zone,
    people: wire.people.map((person) => ({ id: person.user_id, name: person.name, minor: person.minor })),
    shifts: wire.shifts.map(shiftOf),
    wages: wagesOf(wire.wages),
    figures: {
      shifts: wire.figures.shifts,
      openShifts: wire.figures.open_shifts,
      hours: wire.figures.hours,
      hoursLastWeek: wire.figures.hours_last_week,
      pendingRequests: wire.figures.pending_requests,
      flaggedShifts: wire.figures.flagged_shifts,
      currency: wire.figures.currency,
      costMinor: wire.figures.cost_minor,
      costLastWeekMinor: wire.figures.cost_last_week_minor,
      unpricedShifts: wire.figures.unpriced_shifts,
    },
  };
}
