import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingFile } from '../../src-domain/messaging/messaging.model';
import type { ApplicationThreadStore } from './application-thread.store';
import { formatBytes } from './format';

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/**
 * The message composer: the text, attachments picked with a file input (checked against the
 * published limits at once: a refused file is named with the reason, the text stays), the
 * limits shown before sending, and the server's refusal translated. Ctrl/⌘+Enter sends.
 */
export const Composer = observer(function Composer({ store }: { readonly store: ApplicationThreadStore }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  if (store.view.kind !== 'ready') return null;
  const { limits, application } = store.view.value;
  if (application.archived) {
    return <p className="hiring-composer__hint">{t('hiring.composer.archived')}</p>;
  }
  const problem = store.sendProblem;
  const problemText =
    problem === undefined
      ? undefined
      : problem.kind === 'message'
        ? t(`hiring.composer.refusal.${problem.reason}`, { max: limits.maxBodyChars })
        : t(`hiring.errors.${problem.code ?? 'NETWORK'}`, { defaultValue: t('hiring.composer.sendFailed') });
  const pick = (list: FileList | null) => {
    const picked: OutgoingFile[] = Array.from(list ?? [], (file) => ({
      name: file.name,
      sizeBytes: file.size,
      type: file.type,
      content: file,
    }));
    store.addFiles(picked);
    if (input.current) input.current.value = '';
  };
  return (
    <form
      className="hiring-composer"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void store.send();
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden-text">
        {t('hiring.composer.title')}
      </h2>
      <label htmlFor={`${id}-body`}>{t('hiring.composer.label')}</label>
      <textarea
        id={`${id}-body`}
        value={store.draft}
        maxLength={limits.maxBodyChars * 2}
        aria-describedby={`${id}-limits`}
        aria-invalid={problem?.kind === 'message'}
        onChange={(event) => store.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void store.send();
          }
        }}
      />
      <p id={`${id}-limits`} className="hiring-composer__hint">
        {t('hiring.composer.limits', {
          files: limits.maxFiles,
          size: formatBytes(limits.maxFileBytes, i18n.language),
          types: limits.allowedTypes.map((type) => TYPE_NAMES[type] ?? type).join(', '),
          chars: limits.maxBodyChars,
        })}
      </p>
      {store.files.length > 0 && (
        <ul className="hiring-composer__files" aria-label={t('hiring.composer.attached')}>
          {store.files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name} ({formatBytes(file.sizeBytes, i18n.language)}){' '}
              <button
                type="button"
                className="button button--sm button--link"
                aria-label={t('hiring.composer.remove', { name: file.name })}
                onClick={() => store.removeFile(index)}
              >
                {t('hiring.composer.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {store.refusedFiles.length > 0 && (
        <ul className="hiring-composer__files" role="alert">
          {store.refusedFiles.map((refused, index) => (
            <li key={`${refused.name}-${index}`} className="hiring-error">
              {t(`hiring.composer.fileRefusal.${refused.reason}`, {
                name: refused.name,
                size: formatBytes(limits.maxFileBytes, i18n.language),
                count: limits.maxFiles,
              })}
            </li>
          ))}
        </ul>
      )}
      {problemText && (
        <p className="hiring-error" role="alert">
          {problemText}
        </p>
      )}
      <div className="hiring-composer__row">
        <input
          ref={input}
          id={`${id}-files`}
          className="hiring-file-input"
          type="file"
          multiple
          accept={limits.allowedTypes.join(',')}
          onChange={(event) => pick(event.target.files)}
        />
        <label htmlFor={`${id}-files`} className="button button--md button--secondary">
          {t('hiring.composer.attach')}
        </label>
        <button
          type="submit"
          className="button button--md button--primary"
          disabled={store.sending}
          aria-busy={store.sending}
        >
          {store.sending ? t('hiring.composer.sending') : t('hiring.composer.send')}
        </button>
      </div>
    </form>
  );
});
