import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteVitals } from '../../src-domain/telemetry/vitals-api.port';
import {
  CORE_VITALS,
  rateVital,
  type CoreVital,
  type VitalRating,
  type VitalsSummary,
} from '../../src-domain/telemetry/vitals-summary.rules';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { Badge, type BadgeColour } from '../widgets/badge/Badge';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { TablePager } from '../widgets/table/TablePager';
import { VITALS_PAGE_SIZE, VitalsReportStore } from './vitals-report.store';
import './vitals.css';

const RATING_COLOUR: Readonly<Record<VitalRating, BadgeColour>> = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'danger',
};

/**
 * /admin/vitals (issue #30): real users' p75 LCP, INP and CLS per route over the last 28 days for a
 * platform administrator — how many routes were measured, a page of them (most measured first),
 * and per route its days and what was most often behind its slow measurements. Anyone else is
 * told the page is for platform administrators (403 VITALS.FORBIDDEN).
 */
export default observer(function VitalsScreen() {
  const { t } = useTranslation();
  const store = useInjection(VitalsReportStore);
  const id = useId();
  useEffect(() => {
    void store.load(0);
  }, [store]);
  const { state } = store;
  return (
    <div className="vitals-screen">
      <h1>{t('vitals.title')}</h1>
      <p>{t('vitals.intro')}</p>
      {state.kind === 'loading' && (
        <div className="vitals-screen__skeleton" aria-busy="true" data-testid="skeleton-row">
          <span className="visually-hidden" role="status">
            {t('vitals.loading')}
          </span>
        </div>
      )}
      {state.kind === 'failed' &&
        (state.code === 'VITALS.FORBIDDEN' ? (
          <p role="alert">{t('vitals.forbidden')}</p>
        ) : (
          <ReadFailure message={t('vitals.readFailed')} onRetry={() => void store.load()} />
        ))}
      {state.kind === 'ready' && (
        <>
          <p>{t('vitals.window', { from: state.report.from, to: state.report.to })}</p>
          {state.report.total === 0 ? (
            <p>{t('vitals.empty')}</p>
          ) : (
            <>
              <TableScroll label={t('vitals.count', { count: state.report.total })}>
                <table className="vitals-screen__table" aria-describedby={`${id}-pager`}>
                  <caption>{t('vitals.count', { count: state.report.total })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('vitals.column.route')}</th>
                      <th scope="col">{t('vitals.column.samples')}</th>
                      <FigureHeads />
                    </tr>
                  </thead>
                  <tbody>
                    {state.report.routes.map((route) => (
                      <tr key={route.route}>
                        <th scope="row" className="vitals-screen__route">
                          {route.route}
                        </th>
                        <td>{route.samples}</td>
                        <Figures vitals={route.vitals} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <h2>{t('vitals.detailsTitle')}</h2>
              {state.report.routes.map((route) => (
                <RouteDetails key={route.route} route={route} />
              ))}
            </>
          )}
          <TablePager
            id={`${id}-pager`}
            offset={state.report.offset}
            shown={state.report.routes.length}
            total={state.report.total}
            pageSize={VITALS_PAGE_SIZE}
            onPage={(offset) => void store.load(offset)}
            onRefresh={() => void store.load()}
          />
        </>
      )}
    </div>
  );
});

/** The three p75 column heads. */
function FigureHeads() {
  const { t } = useTranslation();
  return (
    <>
      {CORE_VITALS.map((name) => (
        <th scope="col" key={name}>
          {t('vitals.column.p75', { name })}
        </th>
      ))}
    </>
  );
}

/** The three p75 cells of a row: value and rating, or a dash when nothing was measured. */
function Figures({ vitals }: { readonly vitals: VitalsSummary }) {
  return (
    <>
      {CORE_VITALS.map((name) => (
        <td key={name}>
          <Figure name={name} value={vitals[name]?.p75} />
        </td>
      ))}
    </>
  );
}

function Figure({ name, value }: { readonly name: CoreVital; readonly value: number | undefined }) {
  const { t, i18n } = useTranslation();
  if (value === undefined) return <span>{t('vitals.none')}</span>;
  const rating = rateVital(name, value);
  const shown =
    name === 'CLS'
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(value)
      : new Intl.NumberFormat(i18n.language, {
          style: 'unit',
          unit: 'millisecond',
          maximumFractionDigits: 0,
        }).format(value);
  return (
    <span className="vitals-screen__figure">
      <span>{shown}</span>
      <Badge tier="xs" colour={RATING_COLOUR[rating]}>
        {t(`vitals.rating.${rating}`)}
      </Badge>
    </span>
  );
}

/** A route's days (newest first) and the elements and scripts most often behind its slow figures. */
function RouteDetails({ route }: { readonly route: RouteVitals }) {
  const { t } = useTranslation();
  const causes = CORE_VITALS.flatMap((name) => {
    const figure = route.vitals[name];
    return [
      figure?.slowTarget && t('vitals.cause.element', { name, target: figure.slowTarget }),
      figure?.slowSource && t('vitals.cause.source', { name, source: figure.slowSource }),
    ].filter((line): line is string => Boolean(line));
  });
  return (
    <details className="vitals-screen__details">
      <summary>{t('vitals.details', { route: route.route })}</summary>
      {causes.length > 0 && (
        <ul className="vitals-screen__causes">
          {causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
      )}
      <TableScroll label={t('vitals.dayCount', { count: route.days.length, route: route.route })}>
        <table className="vitals-screen__table">
          <caption>{t('vitals.dayCount', { count: route.days.length, route: route.route })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vitals.column.day')}</th>
              <FigureHeads />
            </tr>
          </thead>
          <tbody>
            {route.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{day.day}</time>
                </th>
                <Figures vitals={day.vitals} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
