import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageEditResult } from '../widgets/image-upload/image-edit-result';
import { ImageUpload } from '../widgets/image-upload/ImageUpload';
import { PhoneInput } from '../widgets/phone-input/PhoneInput';
import { DemoBlock } from './DemoBlock';

/** The phone input and the photo upload with its editor. */
export function FormsPage() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | undefined>(undefined);
  const [photo, setPhoto] = useState<ImageEditResult | undefined>(undefined);
  return (
    <>
      <DemoBlock title={t('designSystem.forms.phone')} description={t('designSystem.forms.phoneDescription')}>
        <PhoneInput
          label={t('designSystem.forms.mobile')}
          country="GB"
          onChange={(value) => setPhone(value)}
        />
        <output data-testid="phone-value">{phone ?? '—'}</output>
      </DemoBlock>
      <DemoBlock title={t('designSystem.forms.image')} description={t('designSystem.forms.imageDescription')}>
        <ImageUpload label={t('designSystem.forms.profilePhoto')} onResult={setPhoto} />
        {photo && (
          <figure className="demo-photo">
            <img src={photo.base64Data} alt={t('designSystem.forms.cropped', { fileName: photo.fileName })} />
            <figcaption data-testid="photo-result">
              {photo.fileName} · {photo.coords.degrees}° · {photo.coords.rotation}
            </figcaption>
          </figure>
        )}
      </DemoBlock>
    </>
  );
}
