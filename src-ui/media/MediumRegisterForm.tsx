import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import {
  MEDIUM_DESCRIPTION_MAX,
  MEDIUM_TITLE_MAX,
  MEDIUM_URL_MAX,
  type MediumFieldError,
} from '../../src-domain/media/medium-register.rules';
import { MEDIA_USES, type MediaUse } from '../../src-domain/media/medium.model';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import type { MediaLibraryStore, RegisterSubject } from './media-library.store';

/**
 * The register form (POST /v1/brands/{id}/media), opened after an upload or for an external
 * video: title, description, use, the video's URL (external only), the brand's positions and a
 * secondary image from the library. The typed values live here, so a refusal — ours or the
 * server's — keeps them; the store says which field is refused and why.
 */
export const MediumRegisterForm = observer(function MediumRegisterForm({
  store,
}: {
  readonly store: MediaLibraryStore;
}) {
  const { t } = useTranslation();
  const subject = store.registering;
  return (
    <Modal
      open={subject !== undefined}
      onClose={() => store.cancelRegister()}
      title={
        subject?.source === 'external'
          ? t('media.register.externalTitle')
          : t('media.register.title', { fileName: subject?.fileName ?? '' })
      }
      size="lg"
    >
      {/* Keyed by the subject: a new upload starts from its own values. */}
      {subject && (
        <RegisterFields key={`${subject.source}:${subject.path}`} store={store} subject={subject} />
      )}
    </Modal>
  );
});

const RegisterFields = observer(function RegisterFields({
  store,
  subject,
}: {
  readonly store: MediaLibraryStore;
  readonly subject: RegisterSubject;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(subject.title);
  const [description, setDescription] = useState('');
  const [use, setUse] = useState<MediaUse>('GALLERY');
  const [url, setUrl] = useState('');
  const [positionIds, setPositionIds] = useState<string[]>([]);
  const [secondaryPath, setSecondaryPath] = useState('');
  const errors = store.fieldErrors;
  const errorText = (code: MediumFieldError) =>
    t(`media.register.errors.${code.replace('MEDIA.', '')}`, {
      max: code === 'MEDIA.DESCRIPTION_TOO_LONG' ? MEDIUM_DESCRIPTION_MAX : MEDIUM_TITLE_MAX,
    });
  const fieldProps = (field: 'title' | 'description' | 'path') => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? ('true' as const) : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: 'title' | 'description' | 'path') => {
    const code = errors[field];
    return code ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {errorText(code)}
      </p>
    ) : null;
  };

  return (
    <form
      className="media-register"
      noValidate
      aria-label={t('media.register.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.register({
          title,
          description,
          use,
          format: subject.format,
          source: subject.source,
          path: subject.source === 'external' ? url : subject.path,
          positionIds: positionIds.map(Number),
          secondaryPath,
        });
      }}
    >
      {store.registerFailure && (
        <p className="field__error media-register__failure" role="alert">
          {t(`media.register.failures.${store.registerFailure}`)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('media.register.titleField')}</label>
        <input
          type="text"
          {...fieldProps('title')}
          value={title}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        {fieldError('title')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('media.register.description')}</label>
        <textarea
          {...fieldProps('description')}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {fieldError('description')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-use`}>{t('media.register.use')}</label>
        <select id={`${id}-use`} value={use} onChange={(event) => setUse(event.target.value as MediaUse)}>
          {MEDIA_USES.map((option) => (
            <option key={option} value={option}>
              {t(`media.uses.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {subject.source === 'external' && (
        <div className="field">
          <label htmlFor={`${id}-path`}>{t('media.register.url')}</label>
          <input
            type="url"
            inputMode="url"
            {...fieldProps('path')}
            aria-describedby={`${id}-path-hint${errors.path ? ` ${id}-path-error` : ''}`}
            value={url}
            maxLength={MEDIUM_URL_MAX}
            required
            dir="ltr"
            onChange={(event) => setUrl(event.target.value)}
          />
          <p className="field__hint" id={`${id}-path-hint`}>
            {t('media.register.urlHint')}
          </p>
          {fieldError('path')}
        </div>
      )}
      <PositionChoices store={store} selected={positionIds} onChange={setPositionIds} />
      <div className="field">
        <label htmlFor={`${id}-secondary`}>
          {subject.format === 'VIDEO' ? t('media.register.poster') : t('media.register.secondary')}
        </label>
        <select
          id={`${id}-secondary`}
          value={secondaryPath}
          disabled={store.images.kind !== 'ready'}
          aria-describedby={`${id}-secondary-hint`}
          onChange={(event) => setSecondaryPath(event.target.value)}
        >
          <option value="">
            {store.images.kind === 'loading' ? t('media.register.loading') : t('media.register.none')}
          </option>
          {store.images.kind === 'ready' &&
            store.images.value.map((image) => (
              <option key={image.id} value={image.path}>
                {image.title}
              </option>
            ))}
        </select>
        <p className="field__hint" id={`${id}-secondary-hint`}>
          {store.images.kind === 'failed'
            ? t('media.register.imagesFailed')
            : t('media.register.secondaryHint')}
        </p>
        {store.images.kind === 'failed' && (
          <Button size="sm" variant="secondary" onClick={() => void store.loadFormChoices()}>
            {t('media.retry')}
          </Button>
        )}
      </div>
      <div className="media-register__actions">
        <Button type="submit" busy={store.saving}>
          {t('media.register.save')}
        </Button>
        <Button variant="secondary" onClick={() => store.cancelRegister()} disabled={store.saving}>
          {t('media.register.cancel')}
        </Button>
      </div>
    </form>
  );
});

/** The brand's positions by category, as a group of checkboxes; loading and failure in place. */
const PositionChoices = observer(function PositionChoices({
  store,
  selected,
  onChange,
}: {
  readonly store: MediaLibraryStore;
  readonly selected: string[];
  readonly onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const positions = store.positions;
  return (
    <CheckboxGroup className="field media-register__positions" value={selected} onChange={onChange}>
      <Label className="field__label">{t('media.register.positions')}</Label>
      {positions.kind === 'loading' && <p className="field__hint">{t('media.register.loading')}</p>}
      {positions.kind === 'failed' && (
        <div>
          <p className="field__hint">{t('media.register.positionsFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void store.loadFormChoices()}>
            {t('media.retry')}
          </Button>
        </div>
      )}
      {positions.kind === 'ready' && positions.value.length === 0 && (
        <p className="field__hint">{t('media.register.noPositions')}</p>
      )}
      {positions.kind === 'ready' &&
        positions.value.map((category) => (
          <fieldset key={category.category} className="media-register__category">
            <legend>{category.category}</legend>
            {category.positions.map((position) => (
              <Checkbox key={position.id} value={String(position.id)} className="media-checkbox">
                <span className="media-checkbox__box" aria-hidden="true">
                  {selected.includes(String(position.id)) ? '✓' : ''}
                </span>
                {t('media.register.positionOption', {
                  title: position.title,
                  location: position.locationName,
                })}
              </Checkbox>
            ))}
          </fieldset>
        ))}
    </CheckboxGroup>
  );
});
