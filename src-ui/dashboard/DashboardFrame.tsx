import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

interface DashboardFrameProps {
  readonly title: string;
  /**
   * The brand the figures are of. Left out (no such key) on a dashboard of the user's own (the
   * member's); given but undefined while the name is unknown: an empty line keeps its place.
   */
  readonly brand?: string | undefined;
  /** A line under the brand's (e.g. the period). */
  readonly meta?: ReactNode;
  /** The headline read failed: its message and Retry (calling `onRetry`) show above the figures. */
  readonly failed?: boolean;
  readonly onRetry?: () => void;
  readonly figures?: ReactNode;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children?: ReactNode;
}

/**
 * The frame every dashboard repeats (Halo, hiring, TTS, member): the section named by its h1
 * title, the brand line, a line of its own, the failure of its headline read with Retry, its
 * figures, then the rest of the screen.
 */
export function DashboardFrame(props: DashboardFrameProps) {
  const {
    title,
    brand,
    meta,
    failed = false,
    onRetry,
    figures,
    className = 'dashboard',
    style,
    children,
  } = props;
  const { t } = useTranslation();
  return (
    <section className={className} style={style} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="dashboard__title">
        {title}
      </h1>
      {'brand' in props && <p className="dashboard__brand">{brand}</p>}
      {meta}
      {failed && onRetry && <ReadFailure message={t('dashboard.loadFailed')} onRetry={onRetry} />}
      {figures}
      {children}
    </section>
  );
}
