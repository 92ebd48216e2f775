import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGBOOK_LIMITS, LOGBOOK_SHIFTS, type LogbookShift } from '../../src-domain/logbook/logbook.model';
import { Button } from '../widgets/button/Button';
import type { LogbookDayStore } from './logbook-day.store';
import { LogbookFilePicker } from './LogbookFilePicker';
import { useLogbookError } from './use-logbook-error';

/** The new-entry / edit form; what was typed stays when saving fails. */
export const LogbookEntryForm = observer(function LogbookEntryForm({
  store,
}: {
  readonly store: LogbookDayStore;
}) {
  const { t } = useTranslation();
  const message = useLogbookError();
  const id = useId();
  const form = store.form;
  if (!form || store.day.kind !== 'ready') return null;
  const types = store.day.value.writableTypes;
  const team = store.day.value.team;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <form className="logbook-form panel" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`}>{t(form.entry ? 'logbook.form.editTitle' : 'logbook.form.newTitle')}</h2>
      <div className="logbook-form__row">
        <label htmlFor={`${id}-type`}>{t('logbook.form.type')}</label>
        <select
          id={`${id}-type`}
          value={form.draft.type}
          onChange={(event) => store.change({ type: event.target.value as (typeof types)[number] })}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`logbook.types.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-shift`}>{t('logbook.form.shift')}</label>
        <select
          id={`${id}-shift`}
          value={form.draft.shift ?? ''}
          onChange={(event) =>
            store.change({
              shift: event.target.value === '' ? undefined : (event.target.value as LogbookShift),
            })
          }
        >
          <option value="">{t('logbook.shiftNone')}</option>
          {LOGBOOK_SHIFTS.map((shift) => (
            <option key={shift} value={shift}>
              {t(`logbook.shifts.${shift}`)}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={`${id}-title`}>{t('logbook.form.title')}</label>
      <input
        id={`${id}-title`}
        value={form.draft.title}
        maxLength={LOGBOOK_LIMITS.titleMax}
        onChange={(event) => store.change({ title: event.target.value })}
        aria-invalid={form.error?.startsWith('LOGBOOK.TITLE') ?? false}
      />
      <label htmlFor={`${id}-body`}>{t('logbook.form.body')}</label>
      <textarea
        id={`${id}-body`}
        rows={5}
        value={form.draft.body}
        maxLength={LOGBOOK_LIMITS.bodyMax}
        aria-describedby={`${id}-hint`}
        onChange={(event) => store.change({ body: event.target.value })}
      />
      <p id={`${id}-hint`} className="logbook-hint">
        {t('logbook.form.bodyHint')}
      </p>
      {team.length > 0 && (
        <>
          <label htmlFor={`${id}-mention`}>{t('logbook.form.mention')}</label>
          <select
            id={`${id}-mention`}
            value=""
            aria-describedby={`${id}-mention-hint`}
            data-testid="logbook-mention"
            onChange={(event) => {
              const person = team.find((member) => member.id === event.target.value);
              if (person) store.mention(person);
            }}
          >
            <option value="">—</option>
            {team.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
          <p id={`${id}-mention-hint`} className="logbook-hint">
            {t('logbook.form.mentionHint')}
          </p>
        </>
      )}
      <LogbookFilePicker store={store} />
      {form.error && (
        <p className="logbook-error" role="alert">
          {message(form.error)}
        </p>
      )}
      <div className="logbook-form__actions">
        <Button type="submit" busy={form.saving}>
          {t('logbook.form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => store.cancelForm()}>
          {t('logbook.form.cancel')}
        </Button>
      </div>
    </form>
  );
});
