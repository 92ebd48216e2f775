import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { LocationRules, ScheduleRulesApiPort } from '../../src-domain/schedules/schedule-rules-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type RulesWire = WireData<'/v1/brands/{id}/schedule_rules'>;

/** ScheduleRulesApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpScheduleRulesApi implements ScheduleRulesApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async rules(locationId: number): Promise<LocationRules> {
    return rulesOf(
      await this.gateway.request<RulesWire>({
        method: 'GET',
        path: `/v1/brands/${locationId}/schedule_rules`,
      }),
    );
  }

  async setRules(locationId: number, value: LocationRules): Promise<LocationRules> {
    const body = {
      time_zone: value.timeZone,
      min_rest_minutes: value.rules.minRestMinutes,
      max_day_minutes: value.rules.maxDayMinutes,
      max_week_minutes: value.rules.maxWeekMinutes,
      notice_days: value.rules.noticeDays,
      ...(value.autoApproveCovers === undefined ? {} : { auto_approve_covers: value.autoApproveCovers }),
      minor_max_day_minutes: value.minors.maxDayMinutes,
      minor_max_week_minutes: value.minors.maxWeekMinutes,
      minor_earliest_minute: value.minors.earliestMinute,
      minor_latest_minute: value.minors.latestMinute,
    } satisfies WireBody<'/v1/brands/{id}/schedule_rules', 'put'>;
    return rulesOf(
      await this.gateway.request<WireData<'/v1/brands/{id}/schedule_rules', 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${locationId}/schedule_rules`,
        body,
      }),
    );
  }
}

function rulesOf(wire: RulesWire): LocationRules {
  return {
    timeZone: wire.time_zone,
    rules: {
      minRestMinutes: wire.min_rest_minutes,
      maxDayMinutes: wire.max_day_minutes,
      maxWeekMinutes: wire.max_week_minutes,
      noticeDays: wire.notice_days,
    },
    autoApproveCovers: wire.auto_approve_covers,
    minors: {
      maxDayMinutes: wire.minor_max_day_minutes,
      maxWeekMinutes: wire.minor_max_week_minutes,
      earliestMinute: wire.minor_earliest_minute,
      latestMinute: wire.minor_latest_minute,
    },
  };
}
