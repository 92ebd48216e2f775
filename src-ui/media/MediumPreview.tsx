import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Medium } from '../../src-domain/media/medium.model';
import type { MediaLibraryStore } from './media-library.store';

/**
 * A medium in the preview dialog: the image, our video player (with its secondary image as the
 * poster) or, for an external video, a link to its URL; then its use, description and the
 * positions it is for (by name once the brand's positions have loaded).
 */
export const MediumPreview = observer(function MediumPreview({
  medium,
  store,
}: {
  readonly medium: Medium;
  readonly store: MediaLibraryStore;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (medium.positionIds.length > 0 && store.positions.kind !== 'ready') void store.loadFormChoices();
  }, [medium, store]);
  const names = new Map(
    store.positions.kind === 'ready'
      ? store.positions.value.flatMap((category) =>
          category.positions.map((position) => [position.id, position.title] as const),
        )
      : [],
  );
  return (
    <div className="media-preview">
      {medium.format === 'IMAGE' ? (
        <img src={medium.path} alt={medium.title} />
      ) : medium.isHosted === false ? (
        <div className="media-preview__external">
          {medium.secondaryPath && <img src={medium.secondaryPath} alt="" />}
          <a href={medium.path} target="_blank" rel="noopener noreferrer" dir="ltr">
            {t('media.details.openExternal', { title: medium.title })}
          </a>
        </div>
      ) : (
        // Uploaded videos carry no caption file: the library stores one file per medium.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={medium.path}
          poster={medium.secondaryPath}
          controls
          preload="metadata"
          aria-label={medium.title}
        />
      )}
      <dl className="media-preview__facts">
        <dt>{t('media.register.use')}</dt>
        <dd>{t(`media.uses.${medium.use}`)}</dd>
        {medium.description && (
          <>
            <dt>{t('media.register.description')}</dt>
            <dd>{medium.description}</dd>
          </>
        )}
        <dt>{t('media.register.positions')}</dt>
        <dd>
          {medium.positionIds.length === 0
            ? t('media.details.allPositions')
            : medium.positionIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}
        </dd>
      </dl>
    </div>
  );
});
