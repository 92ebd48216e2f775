import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  AppliedTemplate,
  ScheduleTemplate,
  ScheduleTemplatesApiPort,
} from '../../src-domain/schedules/schedule-templates-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';
import { weekOf } from './http-schedules-api.adapter';

type ListWire = WireData<'/v1/brands/{id}/schedule_templates'>;
type AppliedWire = WireData<'/v1/brands/{id}/schedule_templates/{scheduleTemplate}/apply', 'post'>;

/** ScheduleTemplatesApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpScheduleTemplatesApi implements ScheduleTemplatesApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async templates(locationId: number) {
    return listOf(
      await this.gateway.request<ListWire>({
        method: 'GET',
        path: `/v1/brands/${locationId}/schedule_templates`,
      }),
    );
  }

  async save(locationId: number, name: string, weekStart: string) {
    const body = { name, week_start: weekStart } satisfies WireBody<
      '/v1/brands/{id}/schedule_templates',
      'post'
    >;
    return listOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/schedule_templates', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/schedule_templates`,
        body,
      }),
    );
  }

  async remove(locationId: number, templateId: number) {
    return listOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/schedule_templates/{scheduleTemplate}', 'delete'>>(
        {
          method: 'DELETE',
          path: `/v1/brands/${locationId}/schedule_templates/${templateId}`,
        },
      ),
    );
  }

  async apply(locationId: number, templateId: number, weekStart: string): Promise<AppliedTemplate> {
    const body = { week_start: weekStart } satisfies WireBody<
      '/v1/brands/{id}/schedule_templates/{scheduleTemplate}/apply',
      'post'
    >;
    const wire = await this.gateway.request<AppliedWire>({
      method: 'POST',
      path: `/v1/brands/${locationId}/schedule_templates/${templateId}/apply`,
      body,
    });
    return {
      week: weekOf(wire.week),
      created: wire.created,
      skipped: wire.skipped.map((shift) => ({
        personName: shift.name ?? undefined,
        position: shift.position,
        startsAt: shift.starts_at,
        endsAt: shift.ends_at,
        reason: shift.reason,
      })),
    };
  }
}

function listOf(wire: ListWire): ScheduleTemplate[] {
  return wire.map((template) => ({
    id: template.id,
    name: template.name,
    shifts: template.shifts,
    createdAt: template.created_at,
  }));
}
