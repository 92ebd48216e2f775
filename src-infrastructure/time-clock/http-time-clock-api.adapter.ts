import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { Language } from '../../src-domain/language/language.rules';
import type {
  ClockOutQuestion,
  ClockStatus,
  PunchOutcome,
  PunchRequest,
  TimeClockApiPort,
  TimeClockOverview,
} from '../../src-domain/time-clock/time-clock-api.port';
import type { WireData } from '../gateway/gateway-wire';
import { punchBody, punchOutcome } from './punch-wire';

type OverviewWire = WireData<'/v1/time-clock/me'>;
type QuestionsWire = WireData<'/v1/time-clock/locations/{id}/questions'>;
type PunchWire = WireData<'/v1/time-clock/punches', 'post'>;
type StatusWire = OverviewWire['status'];

const toStatus = (wire: StatusWire): ClockStatus => ({
  state: wire.state,
  locationId: wire.location_id ?? undefined,
  shiftStartedAt: wire.shift_started_at === null ? undefined : Date.parse(wire.shift_started_at),
});

const toOverview = (wire: OverviewWire): TimeClockOverview => ({
  locations: wire.locations.map((location) => ({
    id: location.id,
    name: location.name,
    geofence: location.geofence
      ? {
          latitude: location.geofence.latitude,
          longitude: location.geofence.longitude,
          radiusMeters: location.geofence.radius_m,
        }
      : undefined,
  })),
  status: toStatus(wire.status),
  punches: wire.punches.map((punch) => ({
    id: punch.id,
    kind: punch.kind,
    locationId: punch.location_id,
    deviceAt: Date.parse(punch.device_at),
    geofence: punch.geofence,
    flagged: punch.flagged,
  })),
  shifts: wire.shifts.map((shift) => ({
    locationId: shift.location_id,
    locationName: shift.location_name,
    position: shift.position,
    startsAt: Date.parse(shift.starts_at),
    endsAt: Date.parse(shift.ends_at),
  })),
});

const toQuestion = (wire: QuestionsWire['questions'][number]): ClockOutQuestion => ({
  templateId: wire.template_id,
  version: wire.version,
  type: wire.type,
  required: wire.required,
  text: wire.text,
  language: wire.language,
  options: wire.options,
  minShiftMinutes: wire.min_shift_minutes ?? undefined,
  commentRequiredFor: wire.comment_required_for,
});

/** The time clock over the product API (server/gateway/time-clock). */
@injectable()
export class HttpTimeClockApi implements TimeClockApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async overview(): Promise<TimeClockOverview> {
    return toOverview(await this.gateway.request<OverviewWire>({ method: 'GET', path: '/v1/time-clock/me' }));
  }

  async questions(locationId: number, language: Language): Promise<readonly ClockOutQuestion[]> {
    const data = await this.gateway.request<QuestionsWire>({
      method: 'GET',
      path: `/v1/time-clock/locations/${locationId}/questions`,
      query: { language },
    });
    return data.questions.map(toQuestion);
  }

  async send(request: PunchRequest): Promise<PunchOutcome> {
    const body = punchBody(request);
    try {
      await this.gateway.request<PunchWire>({
        method: 'POST',
        path: '/v1/time-clock/punches',
        body,
        idempotencyKey: request.key,
      });
      return { kind: 'ACCEPTED' };
    } catch (error) {
      // No answer, a server failure, throttling or a key still in progress: try again later.
      if (!(error instanceof GatewayError)) return { kind: 'UNSENT' };
      return punchOutcome(error.status, error.serverCode ?? error.code);
    }
  }
}
