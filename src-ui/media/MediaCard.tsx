import { useTranslation } from 'react-i18next';
import type { Medium } from '../../src-domain/media/medium.model';
import { Button } from '../widgets/button/Button';
import { formatBytes } from './format-bytes';

/** One medium of the library: its thumbnail, title, size and date, Preview and Delete. */
export function MediaCard({
  medium,
  onPreview,
  onDelete,
}: {
  readonly medium: Medium;
  readonly onPreview: () => void;
  readonly onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(medium.createdAt),
  );
  return (
    <li className="media-card">
      <div className="media-card__thumb">
        {medium.format === 'IMAGE' || medium.secondaryPath ? (
          <img src={medium.format === 'IMAGE' ? medium.path : medium.secondaryPath} alt="" loading="lazy" />
        ) : (
          <span>{t('media.video')}</span>
        )}
      </div>
      <div className="media-card__body">
        <h3 className="media-card__title">{medium.title}</h3>
        <p className="media-card__meta">
          {medium.isHosted === false ? t('media.externalVideo') : t(`media.formats.${medium.format}`)}
          {` · ${t(`media.uses.${medium.use}`)}`}
          {medium.sizeBytes !== undefined && ` · ${formatBytes(medium.sizeBytes, i18n.language)}`} · {date}
        </p>
        {medium.description && <p className="media-card__description">{medium.description}</p>}
        {medium.positionIds.length > 0 && (
          <p className="media-card__meta">{t('media.positionCount', { count: medium.positionIds.length })}</p>
        )}
        <div className="media-card__actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={onPreview}
            aria-label={t('media.previewOf', { title: medium.title })}
          >
            {t('media.preview')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={onDelete}
            aria-label={t('media.deleteOf', { title: medium.title })}
          >
            {t('media.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** A card's placeholder of the same size while the page loads. */
export function MediaCardSkeleton() {
  return (
    <li className="media-card media-card--skeleton" aria-hidden="true">
      <div className="media-card__thumb" />
      <div className="media-card__body">
        <span className="skeleton-row__bar" style={{ inlineSize: '70%' }} />
        <span className="skeleton-row__bar" style={{ inlineSize: '45%' }} />
      </div>
    </li>
  );
}
