import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_PERIODS, type BudgetPeriod } from '../../src-domain/rewards/rewards.model';

export interface ChoiceFieldProps<T extends string> {
  readonly label: string;
  readonly value: T;
  /** Every value the field offers, in the order shown. */
  readonly choices: readonly T[];
  readonly choiceLabel: (value: T) => string;
  readonly onChange: (value: T) => void;
}

/** A labelled native select over a closed set of values (the phone's own picker on a small screen). */
export function ChoiceField<T extends string>({
  label,
  value,
  choices,
  choiceLabel,
  onChange,
}: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(change) => onChange(change.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The budget period choice shared by the budget and rule forms. */
export function PeriodField({
  value,
  onChange,
}: {
  readonly value: BudgetPeriod;
  readonly onChange: (value: BudgetPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      label={t('rewards.budget.period')}
      value={value}
      choices={BUDGET_PERIODS}
      choiceLabel={(period) => t(`rewards.period.${period}`)}
      onChange={onChange}
    />
  );
}
