import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOGBOOK_FILE_TYPES,
  MAX_LOGBOOK_ATTACHMENTS,
} from '../../src-domain/logbook/logbook-attachments.rules';
import { Button } from '../widgets/button/Button';
import type { LogbookDayStore } from './logbook-day.store';
import { useLogbookError } from './use-logbook-error';

/** The form's photos and PDFs: a file field (the camera on a phone) and each chosen file's state. */
export const LogbookFilePicker = observer(function LogbookFilePicker({
  store,
}: {
  readonly store: LogbookDayStore;
}) {
  const { t } = useTranslation();
  const message = useLogbookError();
  const id = useId();
  const files = store.form?.files ?? [];
  return (
    <div className="logbook-picker">
      <label htmlFor={`${id}-files`}>{t('logbook.files.add')}</label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept={LOGBOOK_FILE_TYPES.join(',')}
        aria-describedby={`${id}-files-hint`}
        data-testid="logbook-file-input"
        onChange={(event) => {
          store.addFiles([...(event.target.files ?? [])]);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <p id={`${id}-files-hint`} className="logbook-hint">
        {t('logbook.files.hint', { count: MAX_LOGBOOK_ATTACHMENTS })}
      </p>
      {files.length > 0 && (
        <ul className="logbook-picker__list" aria-live="polite">
          {files.map((file) => (
            <li key={file.key} data-state={file.state}>
              <span dir="auto" className="logbook-picker__name">
                {file.name}
              </span>
              <span className={file.state === 'failed' ? 'logbook-error' : 'logbook-hint'}>
                {file.state === 'failed' ? message(file.error) : t(`logbook.files.${file.state}`)}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('logbook.files.remove', { name: file.name })}
                onClick={() => store.removeFile(file.key)}
              >
                {t('logbook.files.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
