import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MAX_POINTS, periodOf, proRated } from '../../src-domain/rewards/budget.rules';
import {
  BUDGET_LEFTOVERS,
  BUDGET_MODES,
  type BudgetLeftover,
  type BudgetMode,
  type BudgetPeriod,
} from '../../src-domain/rewards/rewards.model';
import { TextField } from '../account/TextField';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { PeriodField } from './ChoiceField';
import { useRewardsError } from './RewardsFailure';
import { BudgetManagementStore } from './budget-management.store';
import { rewardsManagementPath } from './rewards-paths';

/** Whole points from a field, or undefined when the text is not one within 1…MAX_POINTS. */
export function pointsOf(text: string): number | undefined {
  if (!/^[0-9]{1,9}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_POINTS ? value : undefined;
}

/** Allocates a budget: period, first day, amount (pro-rated preview), per-giver limit, mode, leftovers. */
export const BudgetAllocationForm = observer(function BudgetAllocationForm({
  brandId,
}: {
  readonly brandId: number;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(BudgetManagementStore);
  const navigate = useNavigate();
  const errorText = useRewardsError();
  const [period, setPeriod] = useState<BudgetPeriod>('MONTH');
  const [startsOn, setStartsOn] = useState(() => DateTime.utc().toISODate()!);
  const [amount, setAmount] = useState('');
  const [limit, setLimit] = useState('');
  const [mode, setMode] = useState<BudgetMode>('FIXED');
  const [leftover, setLeftover] = useState<BudgetLeftover>('EXPIRE');
  const [touched, setTouched] = useState(false);
  useEffect(() => store.resetWrites(), [store]);
  const number = new Intl.NumberFormat(i18n.language);
  const points = pointsOf(amount);
  const limitPoints = limit.trim() === '' ? undefined : pointsOf(limit);
  const validDay = DateTime.fromISO(startsOn).isValid;
  const range = validDay ? periodOf(period, startsOn) : undefined;
  const preview =
    points !== undefined && range ? proRated(points, range.start, range.end, startsOn) : undefined;
  const amountError = touched && points === undefined ? t('rewards.form.pointsInvalid') : undefined;
  const limitError =
    touched && limit.trim() !== '' && limitPoints === undefined ? t('rewards.form.pointsInvalid') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (points === undefined || !validDay || (limit.trim() !== '' && limitPoints === undefined)) return;
    const budget = await store.allocate(brandId, {
      period,
      startsOn,
      amount: points,
      perGiverLimit: limitPoints,
      mode,
      leftover,
    });
    if (budget) navigate(rewardsManagementPath(brandId, 'budget-management', budget.id));
  };

  return (
    <form className="panel rewards-panel rewards-form" onSubmit={(event) => void submit(event)} noValidate>
      <PeriodField value={period} onChange={setPeriod} />
      <TextField
        label={t('rewards.budget.startsOn')}
        type="date"
        value={startsOn}
        required
        hint={range && t('rewards.budget.periodRange', { start: range.start, end: range.end })}
        onChange={(event) => setStartsOn(event.target.value)}
      />
      <TextField
        label={t('rewards.budget.amount')}
        inputMode="numeric"
        value={amount}
        error={amountError}
        hint={
          amountError === undefined
            ? preview !== undefined && preview !== points
              ? t('rewards.budget.proRated', { points: number.format(preview) })
              : t('rewards.budget.amountHint')
            : undefined
        }
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('rewards.budget.perGiverLimit')}
        inputMode="numeric"
        value={limit}
        error={limitError}
        hint={limitError === undefined ? t('rewards.budget.perGiverLimitHint') : undefined}
        onChange={(event) => setLimit(event.target.value)}
      />
      <fieldset className="rewards-choice">
        <legend>{t('rewards.budget.mode')}</legend>
        {BUDGET_MODES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="budget-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {t(`rewards.mode.${value}`)} — {t(`rewards.modeHint.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="rewards-choice">
        <legend>{t('rewards.budget.leftover')}</legend>
        {BUDGET_LEFTOVERS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="budget-leftover"
              value={value}
              checked={leftover === value}
              onChange={() => setLeftover(value)}
            />
            {t(`rewards.leftover.${value}`)}
          </label>
        ))}
      </fieldset>
      {store.allocation.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.allocation.code)}
        </p>
      )}
      <Button type="submit" busy={store.allocation.kind === 'saving'}>
        {t('rewards.budget.allocate')}
      </Button>
    </form>
  );
});
