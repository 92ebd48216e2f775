import { useTranslation } from 'react-i18next';
import type { RiskTrendPoint } from '../../../src-domain/attestation/risk.model';
import { axisTicks, niceAxisTop } from '../../widgets/chart/chart-scale';
import { weekLabel } from './week-label';

/**
 * The weekly trend: per week the share of answers that were flagged, drawn as a bar on an axis
 * from 0 to a round share at or above the worst week's (shown below the bars: 4.5 % reads against
 * 5 %, not as a full bar). Each week opens its flagged answers. While
 * the trend loads (`trend` undefined), the same weeks (`weeks`) as placeholders of its size.
 */
export function RiskTrend({
  trend,
  weeks,
  language,
  onChoose,
}: {
  readonly trend: readonly RiskTrendPoint[] | undefined;
  readonly weeks: readonly string[];
  readonly language: string;
  readonly onChoose: (weekStart: string) => void;
}) {
  const { t } = useTranslation();
  const rate = (point: RiskTrendPoint) => (point.answers === 0 ? 0 : point.flagged / point.answers);
  const top = niceAxisTop(Math.max(...(trend ?? []).map(rate), 0), 1);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="panel panel--stacked" aria-labelledby="risk-trend">
      <h2 id="risk-trend">{t('attestation.risk.trend')}</h2>
      {trend === undefined && (
        <ol className="risk-trend" aria-hidden="true" data-testid="risk-trend-skeleton">
          {weeks.map((week) => (
            <li key={week} className="risk-trend__week">
              <span className="risk-trend__button">
                <span className="risk-trend__label">
                  {t('attestation.risk.weekOf', { date: weekLabel(week, language) })}
                </span>
                <span className="risk-trend__bar" />
                <span className="risk-trend__value">{'\u00a0'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <ol className="risk-trend" hidden={trend === undefined}>
        {(trend ?? []).map((point) => (
          <li key={point.weekStart} className="risk-trend__week">
            <button type="button" className="risk-trend__button" onClick={() => onChoose(point.weekStart)}>
              <span className="risk-trend__label">
                {t('attestation.risk.weekOf', { date: weekLabel(point.weekStart, language) })}
              </span>
              <span className="risk-trend__bar" aria-hidden="true">
                <span
                  className="risk-trend__fill"
                  style={{ inlineSize: `${((rate(point) / top) * 100).toFixed(1)}%` }}
                />
              </span>
              <span className="risk-trend__value">
                {t('attestation.risk.trendValue', {
                  flagged: point.flagged,
                  answers: point.answers,
                  rate: percent.format(rate(point)),
                })}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <div className="risk-trend__axis" hidden={trend === undefined} data-testid="risk-trend-axis">
        <span className="risk-trend__axis-caption">{t('attestation.risk.trendAxis')}</span>
        <span className="risk-trend__ticks">
          {axisTicks(top).map((tick) => (
            <span key={tick} className="risk-trend__tick">
              {percent.format(tick)}
            </span>
          ))}
        </span>
      </div>
    </section>
  );
}
