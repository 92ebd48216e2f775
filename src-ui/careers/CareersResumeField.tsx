import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_ACCEPT } from '../../src-domain/careers/careers-application.port';
import type { CareersApplyStore } from './careers-apply.store';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/**
 * The optional résumé of the application form (issue #38): a labelled file input that uploads
 * the picked file at once, with its progress, and then shows it with Replace and Remove. A
 * refusal (type, size, network) is said under the field in the page's language; nothing else
 * of the form changes.
 */
export const CareersResumeField = observer(function CareersResumeField({
  store,
  id,
  errorText,
}: {
  readonly store: CareersApplyStore;
  readonly id: string;
  readonly errorText: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const resume = store.resume;
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.round(bytes / 1024)));
  const describedBy = [`${id}-resume-hint`, errorText ? `${id}-resume-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field careers__resume">
      <label htmlFor={`${id}-resume`}>{t('careersApply.resume.label')}</label>
      <p className="careers__muted" id={`${id}-resume-hint`}>
        {t('careersApply.resume.hint')}
      </p>
      <input
        ref={input}
        id={`${id}-resume`}
        className={resume ? 'careers__file careers__file--hidden' : 'careers__file'}
        type="file"
        accept={RESUME_ACCEPT.join(',')}
        aria-describedby={describedBy}
        {...(errorText ? { 'aria-invalid': true } : {})}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be picked again after a removal.
          event.target.value = '';
          if (file) void store.pickResume(file);
        }}
      />
      {resume?.status === 'uploading' && (
        <div className="careers__resume-status">
          <progress
            max={1}
            value={resume.progress}
            aria-label={t('careersApply.resume.uploading', { name: resume.name })}
          />
          <span role="status">
            {t('careersApply.resume.progress', { percent: Math.round(resume.progress * 100) })}
          </span>
        </div>
      )}
      {resume?.status === 'uploaded' && (
        <div className="careers__resume-status">
          <span role="status">
            <IsolatedSentence
              sentence={(standIns) =>
                t('careersApply.resume.attached', { ...standIns, size: size(resume.size) })
              }
              values={{ name: resume.name }}
            />
          </span>
          <span className="careers__resume-actions">
            <button type="button" className="careers__secondary" onClick={() => input.current?.click()}>
              {t('careersApply.resume.replace')}
            </button>
            <button
              type="button"
              className="careers__secondary"
              onClick={() => {
                store.removeResume();
                input.current?.focus();
              }}
            >
              {t('careersApply.resume.remove')}
            </button>
          </span>
        </div>
      )}
      {errorText && (
        <p className="field__error" id={`${id}-resume-error`} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
});
