import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from './brand-profile.store';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * One section of the brand profile page: its heading, then skeleton lines of the final size
 * while it loads, an error panel with a retry button when the read failed, or its content.
 */
export function ProfileSection<Data>({
  id,
  title,
  section,
  onRetry,
  skeletonLines = 3,
  wide = false,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly section: Section<Data>;
  readonly onRetry: () => void;
  readonly skeletonLines?: number;
  readonly wide?: boolean;
  readonly children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `brand-profile-${id}`;
  return (
    <section
      className={`brand-profile__section${wide ? ' brand-profile__section--wide' : ''}`}
      aria-labelledby={headingId}
      aria-busy={section.status === 'loading'}
    >
      <h2 id={headingId}>{title}</h2>
      {section.status === 'loading' && (
        <div className="brand-profile__skeleton" data-testid="brand-profile-skeleton">
          <span className="visually-hidden" role="status">
            {t('brandData.profile.loading')}
          </span>
          {Array.from({ length: skeletonLines }, (_unused, index) => (
            <span key={index} className="skeleton-row__bar brand-profile__skeleton-line" aria-hidden="true" />
          ))}
        </div>
      )}
      {section.status === 'failed' && (
        <ReadFailure
          message={
            section.code === 'BRAND.FORBIDDEN'
              ? t('brandData.profile.forbidden')
              : t('brandData.profile.sectionFailed', { section: title })
          }
          onRetry={onRetry}
        />
      )}
      {section.status === 'ready' && children(section.data)}
    </section>
  );
}
