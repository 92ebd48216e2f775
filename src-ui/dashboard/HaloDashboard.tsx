import { observer } from 'mobx-react-lite';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HaloFigures, HaloLevel } from '../../src-domain/dashboards/halo-dashboard.model';
import { expectedHaloReads, type HaloReads } from '../../src-domain/dashboards/halo-reads.rules';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import { Routes } from '../../src-domain/navigation/routes.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { useBrandSwitch } from '../brands/use-brand-switch';
import { useInjection } from '../injection/use-injection';
import { DashboardFrame } from './DashboardFrame';
import { Figures } from './Figures';
import { HaloDashboardStore } from './halo-dashboard.store';
import { useFigureFormat } from './LinkedFigures';
import { PagedTable, type PagedColumn } from './PagedTable';
import './hiring-dashboards.css';

/** The figures of a subtree, in the order the figures row and the table show them. */
const FIGURES = [
  ['locations', (figures: HaloFigures) => figures.locations],
  ['teamMembers', (figures: HaloFigures) => figures.teamMembers],
  ['openPositions', (figures: HaloFigures) => figures.openPositions],
  ['recognitions', (figures: HaloFigures) => figures.engagement?.recognitions],
  ['activeRecognisers', (figures: HaloFigures) => figures.engagement?.activeRecognisers],
  ['flagged', (figures: HaloFigures) => figures.risk?.flagged],
  ['unresolved', (figures: HaloFigures) => figures.risk?.unresolved],
] as const;

/** Whether the viewer reads the figure `key` (engagement and risk may be withheld). */
function readable(key: (typeof FIGURES)[number][0], reads: HaloReads): boolean {
  if (key === 'recognitions' || key === 'activeRecognisers') return reads.engagement;
  if (key === 'flagged' || key === 'unresolved') return reads.risk;
  return true;
}

/**
 * The GP and parent main dashboards (Halo, issue #29; spec 000 §2 shows no content): the context
 * brand's locations, team, open positions, engagement and risk over the last 30 days, then the
 * levels below it (its groups or locations) with the same figures rolled up over each, paged.
 * A level's name switches the context to it. Engagement and risk show only to those who may read
 * them (the server sends none otherwise).
 */
const HaloDashboard = observer(function HaloDashboard() {
  const { t } = useTranslation();
  const store = useInjection(HaloDashboardStore);
  const brands = useInjection(BrandContextStore);
  const switchBrand = useBrandSwitch();
  const format = useFigureFormat();
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    void store.load();
  }, [store, brandId]);
  const summary = store.summary.kind === 'ready' ? store.summary.value : undefined;
  const totals = summary?.totals;
  // Before the totals come, the figures the viewer's access promises hold their places (figures
  // and columns), so the answer does not push the levels below down.
  const reads = totals
    ? { engagement: totals.engagement !== undefined, risk: totals.risk !== undefined }
    : expectedHaloReads(brands.accessFacts);
  const shown = FIGURES.filter(([key]) => readable(key, reads));
  const switchTo = (event: MouseEvent, level: HaloLevel) => {
    event.preventDefault();
    void switchBrand(level.id, level.name);
  };
  const columns: PagedColumn<HaloLevel>[] = [
    {
      key: 'level',
      header: t('dashboard.halo.columns.level'),
      cell: (level) => (
        <Link to={Routes.dashboard} onClick={(event) => switchTo(event, level)}>
          {level.name}
        </Link>
      ),
    },
    {
      key: 'type',
      header: t('dashboard.halo.columns.type'),
      cell: (level) =>
        isTopLevelType(level.type) ? t('dashboard.halo.types.group') : t('dashboard.halo.types.location'),
    },
    ...shown.map(([key, value]) => ({
      key,
      header: t(`dashboard.halo.figures.${key}`),
      cell: (level: HaloLevel) => format.count(value(level) ?? 0),
    })),
  ];
  return (
    <DashboardFrame
      title={t('dashboard.halo.title')}
      brand={brands.activeBrand?.name}
      meta={<p className="dashboard__period">{summary ? format.period(summary.period) : '\u00a0'}</p>}
      failed={store.summary.kind === 'failed'}
      onRetry={() => void store.load()}
      figures={
        <Figures
          items={shown.map(([key, value]) => ({
            labelKey: `dashboard.halo.figures.${key}`,
            value: totals && value(totals),
          }))}
        />
      }
    >
      <PagedTable
        id="halo-levels"
        title={t('dashboard.halo.levels')}
        list={store.levels}
        rowKey={(level) => level.id}
        columns={columns}
        expectedRows={store.expectedRows}
        emptyText={t('dashboard.halo.noLevels')}
      />
    </DashboardFrame>
  );
});
export default HaloDashboard;
