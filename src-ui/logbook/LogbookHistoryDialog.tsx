import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Badge } from '../widgets/badge/Badge';
import { Modal } from '../widgets/modal/Modal';
import { LogbookBody } from './LogbookBody';
import type { LogbookDayStore } from './logbook-day.store';
import { useLogbookError } from './use-logbook-error';

/**
 * The versions of an edited entry (store.history), newest first: who saved each, when, its type,
 * title and text. The Modal widget traps focus, closes on Escape and gives focus back to the
 * "Edited" button that opened it.
 */
export const LogbookHistoryDialog = observer(function LogbookHistoryDialog({
  store,
}: {
  readonly store: LogbookDayStore;
}) {
  const { t, i18n } = useTranslation();
  const message = useLogbookError();
  const history = store.history;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Modal
      open={history !== undefined}
      onClose={() => store.closeHistory()}
      title={t('logbook.history.title', { title: history?.entry.title ?? '' })}
      size="lg"
    >
      {history?.versions.kind === 'loading' && <p className="logbook-skeleton" aria-busy="true" />}
      {history?.versions.kind === 'failed' && (
        <p className="logbook-error">{message(history.versions.code)}</p>
      )}
      {history?.versions.kind === 'ready' && (
        <ol className="logbook-history" data-testid="logbook-history">
          {history.versions.value.map((version) => (
            <li key={version.version} className="logbook-history__version">
              <h3 className="logbook-history__heading">
                {t('logbook.history.version', {
                  version: version.version,
                  name: version.editedBy.name,
                  time: when(version.editedAt),
                })}
              </h3>
              <Badge tier="sm" colour="tertiary">
                {t(`logbook.types.${version.type}`)}
              </Badge>
              <p className="logbook-history__title">{version.title}</p>
              <LogbookBody body={version.body} />
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
});
