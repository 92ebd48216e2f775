import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Medium } from '../../src-domain/media/medium.model';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ConfirmModal } from '../widgets/modal/ConfirmModal';
import { Modal } from '../widgets/modal/Modal';
import { MediaCard, MediaCardSkeleton } from './MediaCard';
import { MEDIA_PAGE_SIZE, MediaLibraryStore } from './media-library.store';
import { MediaUploadPanel } from './MediaUploadPanel';
import { MediumPreview } from './MediumPreview';
import { MediumRegisterForm } from './MediumRegisterForm';
import '../widgets/widgets.css';
import './media.css';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/**
 * /brands/:brandId/media: the brand's media library (issue #15) for employers with SOURCE_HIRE
 * there — upload with progress, the media a page at a time with the count, preview (image or
 * video player) and delete after a confirmation.
 */
const MediaLibraryScreen = observer(function MediaLibraryScreen() {
  const { t } = useTranslation();
  const store = useInjection(MediaLibraryStore);
  const brandId = Number(useParams().brandId);
  const [preview, setPreview] = useState<Medium | undefined>(undefined);
  useEffect(() => {
    if (Number.isInteger(brandId) && brandId > 0) void store.open(brandId);
  }, [store, brandId]);
  const page = store.page;

  return (
    <section className="media-screen" aria-labelledby="media-title">
      <h1 id="media-title" className="media-screen__title">
        {t('media.title')}
      </h1>
      <MediaUploadPanel store={store} />
      <MediumRegisterForm store={store} />
      <section className="panel" aria-labelledby="media-list-title" aria-busy={page.kind === 'loading'}>
        <h2 id="media-list-title">{t('media.list.title')}</h2>
        {page.kind === 'failed' ? (
          <ReadFailure message={t('media.list.failed')} onRetry={() => void store.loadPage(store.offset)} />
        ) : page.kind === 'ready' && page.value.total === 0 ? (
          <p>{t('media.list.empty')}</p>
        ) : (
          <>
            <ul className="media-grid" aria-label={t('media.list.title')}>
              {page.kind === 'loading'
                ? Array.from({ length: Math.min(MEDIA_PAGE_SIZE, 4) }, (_, index) => (
                    <MediaCardSkeleton key={index} />
                  ))
                : page.value.items.map((medium) => (
                    <MediaCard
                      key={medium.id}
                      medium={medium}
                      onPreview={() => setPreview(medium)}
                      onDelete={() => store.askDelete(medium)}
                    />
                  ))}
            </ul>
            {page.kind === 'ready' && (
              <div className="media-pager">
                <p role="status">
                  {t('media.list.count', {
                    from: store.offset + 1,
                    to: store.offset + page.value.items.length,
                    total: page.value.total,
                  })}
                </p>
                <div className="media-pager__buttons">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={!store.hasPrevious}
                    onClick={() => void store.loadPage(store.offset - MEDIA_PAGE_SIZE)}
                  >
                    {t('media.list.previous')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={!store.hasNext}
                    onClick={() => void store.loadPage(store.offset + MEDIA_PAGE_SIZE)}
                  >
                    {t('media.list.next')}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
      </section>
      <Modal
        open={preview !== undefined}
        onClose={() => setPreview(undefined)}
        title={preview?.title ?? ''}
        size="lg"
      >
        {preview && <MediumPreview medium={preview} store={store} />}
      </Modal>
      <ConfirmModal
        open={store.pendingDelete !== undefined}
        title={t('media.confirmDelete.title')}
        confirmLabel={t('media.delete')}
        danger
        busy={store.deleting}
        onCancel={() => store.askDelete(undefined)}
        onConfirm={() => void store.confirmDelete()}
      >
        <p>
          <IsolatedSentence
            sentence={(standIns) => t('media.confirmDelete.body', standIns)}
            values={{ title: store.pendingDelete?.title ?? '' }}
          />
        </p>
        {store.deleteFailed && <p role="alert">{t('media.confirmDelete.failed')}</p>}
      </ConfirmModal>
    </section>
  );
});
export default MediaLibraryScreen;
