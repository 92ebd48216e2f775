import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { UnavailableBlock } from '../../src-domain/schedules/availability.rules';
import type {
  LocationAvailability,
  LocationBlocks,
  MyAvailability,
  ScheduleAvailabilityApiPort,
  TimeOffDraft,
  TimeOffRequest,
} from '../../src-domain/schedules/schedule-availability-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type MineWire = WireData<'/v1/my_availability'>;
type TimeOffWire = MineWire['time_off'][number];
type LocationWire = MineWire['locations'][number];

/** ScheduleAvailabilityApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpScheduleAvailabilityApi implements ScheduleAvailabilityApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async mine(): Promise<MyAvailability> {
    const wire = await this.gateway.request<MineWire>({ method: 'GET', path: '/v1/my_availability' });
    return { locations: wire.locations.map(locationOf), timeOff: wire.time_off.map(timeOffOf) };
  }

  async setMine(locationId: number, blocks: readonly UnavailableBlock[]): Promise<LocationBlocks> {
    const body = {
      blocks: blocks.map((block) => ({ weekday: block.weekday, from: block.from, to: block.to })),
    } satisfies WireBody<'/v1/brands/{id}/my_availability', 'put'>;
    return locationOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/my_availability', 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${locationId}/my_availability`,
        body,
      }),
    );
  }

  async ask(locationId: number, draft: TimeOffDraft): Promise<TimeOffRequest> {
    const body = {
      starts_on: draft.startsOn,
      ends_on: draft.endsOn,
      from_time: draft.fromTime ?? null,
      to_time: draft.toTime ?? null,
      reason: draft.reason,
    } satisfies WireBody<'/v1/brands/{id}/time_off', 'post'>;
    return timeOffOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/time_off', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/time_off`,
        body,
      }),
    );
  }

  async cancel(locationId: number, requestId: number): Promise<TimeOffRequest> {
    return timeOffOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/time_off/{timeOff}/cancel', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/time_off/${requestId}/cancel`,
      }),
    );
  }

  async ofLocation(locationId: number, weekStart: string): Promise<LocationAvailability> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/schedule_availability'>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/schedule_availability`,
      query: { week: weekStart },
    });
    return {
      blocks: wire.blocks.map((block) => ({
        personId: block.user_id,
        weekday: block.weekday,
        from: block.from,
        to: block.to,
      })),
      timeOff: wire.time_off.map(timeOffOf),
      pending: wire.pending.map(timeOffOf),
    };
  }

  async decide(
    locationId: number,
    requestId: number,
    decision: 'APPROVED' | 'REFUSED',
    note: string,
  ): Promise<TimeOffRequest> {
    const action = decision === 'APPROVED' ? 'approve' : 'refuse';
    const body = { note } satisfies WireBody<'/v1/brands/{id}/time_off/{timeOff}/approve', 'post'>;
    return timeOffOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/time_off/{timeOff}/approve', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/time_off/${requestId}/${action}`,
        body,
      }),
    );
  }
}

function locationOf(wire: LocationWire): LocationBlocks {
  return {
    locationId: wire.id,
    locationName: wire.name,
    timeZone: wire.time_zone,
    blocks: wire.blocks.map((block) => ({ weekday: block.weekday, from: block.from, to: block.to })),
  };
}

function timeOffOf(wire: TimeOffWire): TimeOffRequest {
  return {
    id: wire.id,
    locationId: wire.location_id,
    locationName: wire.location_name,
    personId: wire.user_id,
    personName: wire.person_name,
    startsOn: wire.starts_on,
    endsOn: wire.ends_on,
    fromTime: wire.from_time ?? undefined,
    toTime: wire.to_time ?? undefined,
    reason: wire.reason,
    status: wire.status,
    note: wire.note,
    createdAt: wire.created_at,
  };
}
