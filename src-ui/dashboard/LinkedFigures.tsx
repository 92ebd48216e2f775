import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A headline figure: its label, its value (undefined while loading) and the inbox link it opens. */
export interface LinkedFigure {
  readonly label: string;
  /** Shown as it is (already formatted); undefined: a placeholder of the final size. */
  readonly value: string | undefined;
  readonly to: string;
}

/** A row of headline figures, each a link into the inbox filtered accordingly. */
export function LinkedFigures({ items }: { readonly items: readonly LinkedFigure[] }) {
  const { t } = useTranslation();
  return (
    <ul className="dashboard__figures">
      {items.map((item) => (
        <li key={item.label} className="dashboard__figure">
          <Link className="figure-link" to={item.to}>
            {item.value === undefined ? (
              <span className="dashboard__figure-value is-loading">
                <span className="visually-hidden">{t('dashboard.loading')}</span>
              </span>
            ) : (
              <span className="dashboard__figure-value">{item.value}</span>
            )}
            <span className="dashboard__figure-label">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface FigureFormatters {
  readonly count: Intl.NumberFormat;
  readonly hours: Intl.NumberFormat;
  readonly days: Intl.NumberFormat;
  readonly dates: Intl.DateTimeFormat;
}

/** Each language's formatters, built once: Intl's constructors cost more than a render of the figures. */
const formattersByLanguage = new Map<string, FigureFormatters>();

function formattersOf(language: string): FigureFormatters {
  let formatters = formattersByLanguage.get(language);
  if (!formatters) {
    const unit = (name: 'hour' | 'day') =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    formatters = {
      count: new Intl.NumberFormat(language),
      hours: unit('hour'),
      days: unit('day'),
      dates: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
    };
    formattersByLanguage.set(language, formatters);
  }
  return formatters;
}

/** Formats figures in the active language: counts, hours and days (one decimal). */
export function useFigureFormat() {
  const { i18n, t } = useTranslation();
  const { count, hours, days, dates } = formattersOf(i18n.language);
  const none = t('hiringDashboards.none');
  return {
    count: (value: number) => count.format(value),
    hours: (value: number | undefined) => (value === undefined ? none : hours.format(value)),
    days: (value: number | undefined) => (value === undefined ? none : days.format(value / 24)),
    /** A period of 'YYYY-MM-DD' days as the language writes it. */
    period: (period: { from: string; to: string }) =>
      t('hiringDashboards.period', {
        from: dates.format(Date.parse(`${period.from}T00:00:00Z`)),
        to: dates.format(Date.parse(`${period.to}T00:00:00Z`)),
      }),
  };
}
