import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_NAME_MAX } from '../../src-domain/schedules/schedule-template.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { shiftWhen } from './schedule-format';
import { ScheduleTemplatesStore } from './schedule-templates.store';
import { useScheduleError } from './ScheduleFailure';

/**
 * The templates of the grid's location (issue #34): save the shown week under a name, and each
 * template with its shift count, applied to the shown week or deleted. After applying, how many
 * shifts were made and which were skipped, with why. What was typed stays when a save fails.
 */
export const ScheduleTemplates = observer(function ScheduleTemplates({
  locationId,
  zone,
}: {
  readonly locationId: number;
  readonly zone: string;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleTemplatesStore);
  const message = useScheduleError();
  const [name, setName] = useState('');
  useEffect(() => void store.load(), [store, locationId]);
  const templates = store.templates.kind === 'ready' ? store.templates.value : [];
  const busy = store.write.kind === 'saving';
  const nameProblem =
    store.nameProblem === 'EMPTY'
      ? t('schedules.templates.nameEmpty')
      : store.nameProblem === 'TOO_LONG'
        ? t('schedules.templates.nameTooLong', { max: TEMPLATE_NAME_MAX })
        : undefined;
  return (
    <section className="schedule__templates" aria-labelledby="schedule-templates">
      <h2 id="schedule-templates">{t('schedules.templates.title')}</h2>
      <form
        className="schedule__template-form"
        onSubmit={(event) => {
          event.preventDefault();
          void store.save(name).then((saved) => saved && setName(''));
        }}
      >
        <label>
          {t('schedules.templates.name')}
          <input
            value={name}
            maxLength={TEMPLATE_NAME_MAX + 10}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? 'schedule-template-name-problem' : undefined}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" busy={busy}>
          {t('schedules.templates.save')}
        </Button>
        {nameProblem ? (
          <p id="schedule-template-name-problem" className="schedule-form__error">
            {nameProblem}
          </p>
        ) : null}
      </form>
      {store.write.kind === 'failed' ? (
        <p className="schedule__error" role="alert">
          {message(store.write.code)}
        </p>
      ) : null}
      {store.templates.kind === 'failed' ? (
        <p className="schedule__error">{message(store.templates.code)}</p>
      ) : null}
      {store.templates.kind === 'ready' && templates.length === 0 ? (
        <p>{t('schedules.templates.none')}</p>
      ) : null}
      <ul className="schedule__template-list">
        {templates.map((template) => (
          <li key={template.id} className="schedule__request">
            <span>
              <strong>
                <bdi>{template.name}</bdi>
              </strong>{' '}
              · {t('schedules.templates.shifts', { count: template.shifts })}
            </span>
            <Button
              size="sm"
              disabled={busy}
              aria-label={t('schedules.templates.applyLabel', { name: template.name })}
              onClick={() => void store.apply(template.id)}
            >
              {t('schedules.templates.apply')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={t('schedules.templates.deleteLabel', { name: template.name })}
              onClick={() => void store.remove(template.id)}
            >
              {t('schedules.templates.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {store.applied ? (
        <div role="status">
          <p>
            {t('schedules.templates.applied', {
              created: store.applied.created,
              skipped: store.applied.skipped.length,
            })}
          </p>
          {store.applied.skipped.length > 0 ? (
            <ul className="schedule__template-skipped">
              {store.applied.skipped.map((shift, index) => (
                <li key={index}>
                  {t('schedules.templates.skippedLine', {
                    who: shift.personName ?? t('schedules.grid.open'),
                    position: shift.position,
                    when: shiftWhen(shift.startsAt, shift.endsAt, zone, i18n.language),
                    reason: t(`schedules.templates.reason.${shift.reason}`),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
