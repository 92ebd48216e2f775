import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from './brand-profile.store';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';

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
      className={`panel${wide ? ' brand-profile__section--wide' : ''}`}
      aria-labelledby={headingId}
      aria-busy={section.status === 'loading'}
    >
      <h2 id={headingId}>{title}</h2>
      {section.status === 'loading' && (
        <LinesSkeleton
          lines={skeletonLines}
          label={t('brandData.profile.loading')}
          testId="brand-profile-skeleton"
        />
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
