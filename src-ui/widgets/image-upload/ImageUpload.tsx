import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import type { ImageEditResult } from './image-edit-result';
import { ImageEditor } from './ImageEditor';
import {
  DEFAULT_IMAGE_TYPES,
  isLargeEnough,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
  readImage,
} from './image-size';

interface ImageUploadProps {
  readonly label: string;
  readonly onResult: (result: ImageEditResult) => void;
  /** Accepted types and their extensions (react-dropzone `accept`); listed to the user. */
  readonly accept?: Readonly<Record<string, readonly string[]>>;
  readonly minWidth?: number;
  readonly minHeight?: number;
}

type UploadError =
  | { readonly kind: 'too-small'; readonly width: number; readonly height: number }
  | { readonly kind: 'type' }
  | { readonly kind: 'unreadable' };

interface LoadedImage {
  readonly src: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Photo upload and edit (spec 001 §4, §5): a react-dropzone drop zone with a 'Choose a photo'
 * button that takes one file of the listed extensions; a photo under the minimum (240 × 240 by
 * default) is refused with 'The photo you uploaded is too small' and both sizes; an accepted
 * one opens the cropper, whose result goes to `onResult`.
 */
export function ImageUpload({
  label,
  onResult,
  accept = DEFAULT_IMAGE_TYPES,
  minWidth = MIN_IMAGE_WIDTH,
  minHeight = MIN_IMAGE_HEIGHT,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<UploadError | undefined>(undefined);
  const [loaded, setLoaded] = useState<LoadedImage | undefined>(undefined);
  const extensions = Object.values(accept).flat();

  const onDrop = async (files: File[], rejections: FileRejection[]) => {
    if (rejections.length > 0 || files.length === 0) return setError({ kind: 'type' });
    const file = files[0]!;
    try {
      const image = await readImage(file);
      if (!isLargeEnough(image.width, image.height, minWidth, minHeight)) {
        return setError({ kind: 'too-small', width: image.width, height: image.height });
      }
      setError(undefined);
      setLoaded({
        src: image.dataUrl,
        fileName: file.name,
        mimeType: file.type || 'image/png',
        width: image.width,
        height: image.height,
      });
    } catch {
      setError({ kind: 'unreadable' });
    }
  };
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: accept as Record<string, string[]>,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (files, rejections) => void onDrop(files, rejections),
  });

  if (loaded) {
    return (
      <section className="image-upload" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="image-upload__title">
          {label}
        </h3>
        <ImageEditor
          {...loaded}
          onCancel={() => setLoaded(undefined)}
          onSave={(result) => {
            setLoaded(undefined);
            onResult(result);
          }}
        />
      </section>
    );
  }

  return (
    <section className="image-upload" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="image-upload__title">
        {label}
      </h3>
      <div {...getRootProps({ className: `drop-zone${isDragActive ? ' drop-zone--active' : ''}` })}>
        <input
          {...getInputProps({ 'aria-label': t('widgets.image.choose') })}
          data-testid="image-upload-input"
        />
        <p>{t('widgets.image.drop')}</p>
        <Button variant="secondary" onClick={open} aria-describedby={`${id}-accepted`}>
          {t('widgets.image.choose')}
        </Button>
        <p className="field__hint" id={`${id}-accepted`}>
          {t('widgets.image.accepted', { extensions: extensions.join(', ') })}{' '}
          {t('widgets.image.minimum', { width: minWidth, height: minHeight })}
        </p>
      </div>
      <div role="alert" className="image-upload__error">
        {error?.kind === 'too-small' && (
          <>
            <strong>{t('widgets.image.tooSmall')}</strong>{' '}
            {t('widgets.image.tooSmallDetail', {
              width: minWidth,
              height: minHeight,
              actualWidth: error.width,
              actualHeight: error.height,
            })}
          </>
        )}
        {error?.kind === 'type' && t('widgets.image.wrongType', { extensions: extensions.join(', ') })}
        {error?.kind === 'unreadable' && t('widgets.image.unreadable')}
      </div>
    </section>
  );
}
