import type Cropper from 'cropperjs';
import { useRef, useState } from 'react';
import { Cropper as ReactCropper } from 'react-cropper';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import {
  aspectRatioOf,
  CROP_ASPECTS,
  normaliseDegrees,
  ROTATION_STEP_DEGREES,
  ZOOM_STEP,
  type CropAspect,
  type ImageEditResult,
} from './image-edit-result';

interface ImageEditorProps {
  readonly src: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly onSave: (result: ImageEditResult) => void;
  readonly onCancel: () => void;
}

/**
 * Crops a photo with cropperjs (react-cropper): shape original / square / 3:1, zoom in and out
 * by 0.1, rotate by 90°, then Save hands back the cropped image. Every control is a button or
 * radio, so the keyboard does all of it; the crop area itself also answers the mouse and touch.
 */
export function ImageEditor({ src, fileName, mimeType, width, height, onSave, onCancel }: ImageEditorProps) {
  const { t } = useTranslation();
  const cropper = useRef<Cropper | undefined>(undefined);
  const [aspect, setAspect] = useState<CropAspect>('original');
  const [degrees, setDegrees] = useState(0);
  const [busy, setBusy] = useState(false);

  const changeAspect = (next: CropAspect) => {
    setAspect(next);
    cropper.current?.setAspectRatio(aspectRatioOf(next, width, height));
  };
  const rotate = () => {
    cropper.current?.rotate(ROTATION_STEP_DEGREES);
    setDegrees((current) => normaliseDegrees(current + ROTATION_STEP_DEGREES));
  };
  const save = () => {
    const instance = cropper.current;
    if (!instance) {
      // The spec logs a cropper that is not ready yet; the user can press Save again.
      console.error('The image cropper is not ready');
      return;
    }
    setBusy(true);
    const canvas = instance.getCroppedCanvas();
    const base64Data = canvas.toDataURL(mimeType);
    canvas.toBlob((blob) => {
      setBusy(false);
      const image = new File([blob ?? new Blob()], fileName, { type: mimeType });
      onSave({ coords: { degrees, rotation: degrees / ROTATION_STEP_DEGREES }, base64Data, image, fileName });
    }, mimeType);
  };

  return (
    <div className="image-editor">
      <div className="image-editor__stage">
        <ReactCropper
          src={src}
          alt={t('widgets.image.preview', { fileName })}
          style={{ blockSize: 320, inlineSize: '100%' }}
          aspectRatio={aspectRatioOf('original', width, height)}
          viewMode={1}
          guides
          onInitialized={(instance) => {
            cropper.current = instance;
          }}
        />
      </div>
      <fieldset className="image-editor__aspects">
        <legend>{t('widgets.image.aspect')}</legend>
        {CROP_ASPECTS.map((option) => (
          <label key={option} className="image-editor__aspect">
            <input
              type="radio"
              name={`aspect-${fileName}`}
              value={option}
              checked={aspect === option}
              onChange={() => changeAspect(option)}
            />
            {t(`widgets.image.aspects.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="image-editor__tools">
        <Button size="sm" variant="secondary" onClick={() => cropper.current?.zoom(ZOOM_STEP)}>
          {t('widgets.image.zoomIn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => cropper.current?.zoom(-ZOOM_STEP)}>
          {t('widgets.image.zoomOut')}
        </Button>
        <Button size="sm" variant="secondary" onClick={rotate}>
          {t('widgets.image.rotate')}
        </Button>
      </div>
      <div className="image-editor__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('widgets.image.cancel')}
        </Button>
        <Button busy={busy} onClick={save}>
          {t('widgets.image.save')}
        </Button>
      </div>
    </div>
  );
}
