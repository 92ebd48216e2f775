import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wageFieldKey } from '../../src-domain/schedules/wage-form.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { WagesStore } from './wages.store';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/** One amount field of the wages form, its problem named beside it. */
function AmountField({
  id,
  label,
  value,
  problem,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly problem: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  return (
    <div className="availability__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <span id={`${id}-error`} className="schedule__error" role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A location's wages (issue #34) on the labour-rules screen: the currency, the hourly wage of
 * each position (those its shifts use, and any added here) and each person's own wage (empty:
 * the position's), and whether each person is a minor (saved at once). Only schedule managers
 * reach it; wages are never shown to employees.
 */
export const WagesSection = observer(function WagesSection({ locationId }: { readonly locationId: number }) {
  const { t } = useTranslation();
  const store = useInjection(WagesStore);
  const message = useScheduleError();
  const [newPosition, setNewPosition] = useState('');
  useEffect(() => void store.load(locationId), [store, locationId]);
  const settings = store.settings;
  if (settings.kind === 'failed') {
    return <ScheduleFailure code={settings.code} onRetry={() => void store.load(locationId)} />;
  }
  if (settings.kind === 'loading') return <div className="schedule__skeleton" aria-hidden="true" />;
  const problem = (key: string) => {
    const found = store.problems[key];
    return found ? t(`scheduleWages.problems.${found}`) : undefined;
  };
  const nameOf = (id: string) => settings.value.staff.find((person) => person.id === id)?.name ?? id;
  return (
    <form
      className="availability__form"
      aria-labelledby="wages-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      <h2 id="wages-title">{t('scheduleWages.title')}</h2>
      <p className="availability__hint">{t('scheduleWages.explain')}</p>
      <AmountField
        id="wages-currency"
        label={t('scheduleWages.currency')}
        value={store.form.currency}
        problem={problem('currency')}
        onChange={(value) => store.typeCurrency(value)}
      />
      <fieldset className="schedule__wages">
        <legend>{t('scheduleWages.positions')}</legend>
        {store.form.positions.length === 0 ? <p>{t('scheduleWages.noPositions')}</p> : null}
        {store.form.positions.map((row, index) => (
          <AmountField
            key={row.position}
            id={`wage-position-${index}`}
            label={t('scheduleWages.positionWage', { position: row.position, currency: store.form.currency })}
            value={row.amount}
            problem={problem(wageFieldKey('position', row.position))}
            onChange={(value) => store.typePosition(row.position, value)}
          />
        ))}
        <div className="availability__field">
          <label htmlFor="wage-new-position">{t('scheduleWages.newPosition')}</label>
          <input
            id="wage-new-position"
            type="text"
            value={newPosition}
            maxLength={60}
            onChange={(event) => setNewPosition(event.target.value)}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              if (store.addPosition(newPosition)) setNewPosition('');
            }}
          >
            {t('scheduleWages.addPosition')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="schedule__wages">
        <legend>{t('scheduleWages.people')}</legend>
        {store.form.people.map((row, index) => (
          <div key={row.personId}>
            <AmountField
              id={`wage-person-${index}`}
              label={t('scheduleWages.personWage', {
                name: nameOf(row.personId),
                currency: store.form.currency,
              })}
              value={row.amount}
              problem={problem(wageFieldKey('person', row.personId))}
              onChange={(value) => store.typePerson(row.personId, value)}
            />
            <label className="schedule__minor">
              <input
                type="checkbox"
                checked={settings.value.staff.find((person) => person.id === row.personId)?.minor ?? false}
                onChange={(event) => void store.setMinor(row.personId, event.target.checked)}
              />
              <IsolatedSentence
                sentence={(standIns) => t('scheduleWages.minors.isMinor', standIns)}
                values={{ name: nameOf(row.personId) }}
              />
            </label>
          </div>
        ))}
      </fieldset>
      {store.write.kind === 'failed' ? (
        <p className="schedule__error" role="alert">
          {message(store.write.code)}
        </p>
      ) : null}
      {store.saved ? <p role="status">{t('scheduleWages.saved')}</p> : null}
      <div>
        <Button type="submit" size="sm" busy={store.write.kind === 'saving'}>
          {t('scheduleWages.save')}
        </Button>
      </div>
    </form>
  );
});
