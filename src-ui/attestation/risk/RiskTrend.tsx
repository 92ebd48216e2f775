import { useTranslation } from 'react-i18next';
import type { RiskTrendPoint } from '../../../src-domain/attestation/risk.model';
import { weekLabel } from './week-label';

/**
 * The weekly trend: per week the share of answers that were flagged, drawn as a bar whose
 * length is that share against the worst week's. Each week opens its flagged answers.
 */
export function RiskTrend({
  trend,
  language,
  onChoose,
}: {
  readonly trend: readonly RiskTrendPoint[];
  readonly language: string;
  readonly onChoose: (weekStart: string) => void;
}) {
  const { t } = useTranslation();
  const rate = (point: RiskTrendPoint) => (point.answers === 0 ? 0 : point.flagged / point.answers);
  const worst = Math.max(...trend.map(rate), 0.0001);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="dashboard__panel" aria-labelledby="risk-trend">
      <h2 id="risk-trend">{t('attestation.risk.trend')}</h2>
      <ol className="risk-trend">
        {trend.map((point) => (
          <li key={point.weekStart} className="risk-trend__week">
            <button type="button" className="risk-trend__button" onClick={() => onChoose(point.weekStart)}>
              <span className="risk-trend__label">
                {t('attestation.risk.weekOf', { date: weekLabel(point.weekStart, language) })}
              </span>
              <span className="risk-trend__bar" aria-hidden="true">
                <span
                  className="risk-trend__fill"
                  style={{ inlineSize: `${(rate(point) / worst) * 100}%` }}
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
    </section>
  );
}
