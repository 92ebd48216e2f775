import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Button } from '../widgets/button/Button';
import { formatBytes } from './format-bytes';
import type { MediaLibraryStore, UploadFailure } from './media-library.store';

/**
 * Upload into the library: a drop zone with a 'Choose a file' button, the listed extensions and
 * largest sizes shown before anything is sent, then the upload's progress or why it failed.
 */
export const MediaUploadPanel = observer(function MediaUploadPanel({
  store,
}: {
  readonly store: MediaLibraryStore;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const limits = store.limits.kind === 'ready' ? store.limits.value : undefined;
  const upload = store.upload;
  const busy = upload.kind === 'uploading';
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: !limits || busy || store.registering !== undefined,
    onDrop: (files) => {
      const file = files[0];
      if (file) void store.uploadFile(file);
    },
  });
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const describe = (failure: UploadFailure) => {
    switch (failure.kind) {
      case 'format':
        return t('media.errors.format', { extensions: failure.extensions.join(', ') });
      case 'too-large':
        return t('media.errors.tooLarge', { size: size(failure.maxBytes) });
      case 'content':
        return t('media.errors.content');
      case 'forbidden':
        return t('media.errors.forbidden');
      default:
        return t('media.errors.failed');
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('media.upload.title')}</h2>
      <div {...getRootProps({ className: `drop-zone${isDragActive ? ' drop-zone--active' : ''}` })}>
        <input
          {...getInputProps({ 'aria-label': t('media.upload.choose') })}
          data-testid="media-upload-input"
        />
        <p>{t('media.upload.drop')}</p>
        <Button
          variant="secondary"
          onClick={open}
          disabled={!limits || busy}
          aria-describedby={`${id}-limits`}
        >
          {t('media.upload.choose')}
        </Button>
        <p className="field__hint" id={`${id}-limits`}>
          {limits
            ? `${t('media.upload.imageLimits', {
                extensions: limits.image.extensions.join(', '),
                size: size(limits.image.maxBytes),
              })} ${t('media.upload.videoLimits', {
                extensions: limits.video.extensions.join(', '),
                size: size(limits.video.maxBytes),
              })}`
            : store.limits.kind === 'failed'
              ? t('media.upload.limitsFailed')
              : t('media.upload.limitsLoading')}
        </p>
        {store.limits.kind === 'failed' && (
          <Button size="sm" variant="secondary" onClick={() => void store.loadLimits()}>
            {t('media.retry')}
          </Button>
        )}
      </div>
      <div className="media-upload__external">
        <Button variant="secondary" onClick={() => store.startExternalVideo()} disabled={busy}>
          {t('media.register.addExternal')}
        </Button>
      </div>
      <div aria-live="polite">
        {upload.kind === 'uploading' && (
          <div className="media-upload__progress">
            <label htmlFor={`${id}-progress`}>
              {t('media.upload.uploading', { fileName: upload.fileName })}
            </label>
            <progress id={`${id}-progress`} max={100} value={Math.round(upload.fraction * 100)} />
            <span>{Math.round(upload.fraction * 100)} %</span>
          </div>
        )}
        {upload.kind === 'done' && (
          <p className="media-upload__progress">{t('media.upload.done', { fileName: upload.fileName })}</p>
        )}
      </div>
      <div role="alert" className="media-upload__error">
        {upload.kind === 'failed' && `${upload.fileName}: ${describe(upload.failure)}`}
      </div>
    </section>
  );
});
