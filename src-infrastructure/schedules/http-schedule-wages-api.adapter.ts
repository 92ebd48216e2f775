import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { ScheduleWagesApiPort, WageSettings } from '../../src-domain/schedules/schedule-wages-api.port';
import type { LocationWages } from '../../src-domain/schedules/wage.rules';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type SettingsWire = WireData<'/v1/brands/{id}/schedule_wages'>;
type WagesWire = Pick<SettingsWire, 'currency' | 'positions' | 'people'>;

/** ScheduleWagesApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpScheduleWagesApi implements ScheduleWagesApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async wages(locationId: number): Promise<WageSettings> {
    return settingsOf(
      await this.gateway.request<SettingsWire>({
        method: 'GET',
        path: `/v1/brands/${locationId}/schedule_wages`,
      }),
    );
  }

  async setWages(locationId: number, wages: LocationWages): Promise<WageSettings> {
    const body = {
      currency: wages.currency,
      positions: wages.positions.map((row) => ({ position: row.position, hourly_minor: row.hourlyMinor })),
      people: wages.people.map((row) => ({ user_id: row.personId, hourly_minor: row.hourlyMinor })),
    } satisfies WireBody<'/v1/brands/{id}/schedule_wages', 'put'>;
    return settingsOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/schedule_wages', 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${locationId}/schedule_wages`,
        body,
      }),
    );
  }

  async setMinor(locationId: number, personId: string, minor: boolean): Promise<void> {
    const body = { minor } satisfies WireBody<'/v1/brands/{id}/schedule_people/{user}', 'put'>;
    await this.gateway.request<WireData<'/v1/brands/{id}/schedule_people/{user}', 'put'>>({
      method: 'PUT',
      path: `/v1/brands/${locationId}/schedule_people/${encodeURIComponent(personId)}`,
      body,
    });
  }
}

/** The wire's wages (also the week's) as the domain's. */
export function wagesOf(wire: WagesWire): LocationWages {
  return {
    currency: wire.currency,
    positions: wire.positions.map((row) => ({ position: row.position, hourlyMinor: row.hourly_minor })),
    people: wire.people.map((row) => ({ personId: row.user_id, hourlyMinor: row.hourly_minor })),
  };
}

function settingsOf(wire: SettingsWire): WageSettings {
  return {
    wages: wagesOf(wire),
    staff: wire.staff.map((person) => ({ id: person.user_id, name: person.name, minor: person.minor })),
    knownPositions: wire.known_positions,
  };
}
