import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { VitalsApiPort, VitalsReport } from '../../src-domain/telemetry/vitals-api.port';
import type { VitalFigure, VitalsSummary } from '../../src-domain/telemetry/vitals-summary.rules';
import type { WireData, WireQuery } from '../gateway/gateway-wire';

type ReportPath = '/v1/admin/vitals';
type SummaryWire = WireData<ReportPath>['routes'][number]['vitals'];
type FigureWire = SummaryWire['lcp'];

const figure = (wire: FigureWire): VitalFigure | undefined =>
  wire
    ? {
        p75: wire.p75,
        samples: wire.samples,
        ...(wire.slow_target ? { slowTarget: wire.slow_target } : {}),
        ...(wire.slow_source ? { slowSource: wire.slow_source } : {}),
      }
    : undefined;

const summary = (wire: SummaryWire): VitalsSummary => {
  const [lcp, inp, cls] = [figure(wire.lcp), figure(wire.inp), figure(wire.cls)];
  return { ...(lcp ? { LCP: lcp } : {}), ...(inp ? { INP: inp } : {}), ...(cls ? { CLS: cls } : {}) };
};

/** VitalsApiPort over the core gateway: the only place that knows the report's path and wire shape. */
@injectable()
export class HttpVitalsApi implements VitalsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async report(offset: number, limit: number): Promise<VitalsReport> {
    const wire = await this.gateway.request<WireData<ReportPath>>({
      method: 'GET',
      path: '/v1/admin/vitals',
      query: { offset, limit } satisfies WireQuery<ReportPath>,
    });
    return {
      from: wire.from,
      to: wire.to,
      total: wire.total,
      offset: wire.offset,
      routes: wire.routes.map((route) => ({
        route: route.route,
        samples: route.samples,
        vitals: summary(route.vitals),
        days: route.days.map((day) => ({ day: day.day, vitals: summary(day.vitals) })),
      })),
    };
  }
}
