import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { PositionCopyStore } from './position-copy.store';

/**
 * Copy a position to other locations in one step (issue #38): a labelled search over the
 * caller's locations and a list of checkboxes (Tab and Space, native), the count checked, and
 * Copy. The dialog keeps focus while open and returns it on close (Modal). All or nothing: a
 * refusal is said and the checks stay.
 */
export const PositionCopyDialog = observer(function PositionCopyDialog() {
  const { t } = useTranslation();
  const store = useInjection(PositionCopyStore);
  const id = useId();
  const source = store.source;
  return (
    <Modal
      open={store.open}
      onClose={() => store.close()}
      title={source ? t('careersApply.manage.copyTitle', { title: source.title }) : ''}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => store.close()}>
            {t('careersApply.manage.copyCancel')}
          </Button>
          <Button disabled={store.busy} onClick={() => void store.submit()}>
            {t('careersApply.manage.copySubmit')}
          </Button>
        </>
      }
    >
      <label htmlFor={`${id}-search`}>{t('careersApply.manage.copySearch')}</label>
      <input
        id={`${id}-search`}
        className="position-copy__search"
        type="search"
        value={store.query}
        onChange={(event) => store.setQuery(event.target.value)}
      />
      <p className="position-copy__hint" role="status">
        {t('careersApply.manage.copySelected', { count: store.selected.size })}
      </p>
      {store.shown.length === 0 ? (
        <p>{t('careersApply.manage.copyNone')}</p>
      ) : (
        <fieldset className="position-copy__list">
          <legend className="visually-hidden-text">{t('careersApply.manage.copySearch')}</legend>
          {store.shown.map((location) => (
            <label key={location.id}>
              <input
                type="checkbox"
                checked={store.selected.has(location.id)}
                onChange={(event) => store.toggle(location.id, event.target.checked)}
              />
              <bdi>{location.name}</bdi>
            </label>
          ))}
        </fieldset>
      )}
      {store.failure && (
        <p className="hiring-error" role="alert">
          {t([
            `careersApply.manage.errors.${store.failure}`,
            `careers.errors.${store.failure}`,
            'careersApply.manage.errors.generic',
          ])}
        </p>
      )}
      {store.copied !== undefined && (
        <p role="status">{t('careersApply.manage.copyDone', { count: store.copied })}</p>
      )}
    </Modal>
  );
});
