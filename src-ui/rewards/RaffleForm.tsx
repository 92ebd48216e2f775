import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { pointsOf } from './BudgetAllocationForm';
import { useRewardsError } from './RewardsFailure';
import { RaffleStore } from './raffle.store';
import { rewardsManagementPath } from './rewards-paths';

const local = (date: DateTime) => date.toFormat("yyyy-MM-dd'T'HH:mm");

/** Opens a raffle: title, prize, entry cost, winners, open and close times (local time). */
export const RaffleForm = observer(function RaffleForm({ brandId }: { readonly brandId: number }) {
  const { t } = useTranslation();
  const store = useInjection(RaffleStore);
  const navigate = useNavigate();
  const errorText = useRewardsError();
  const [title, setTitle] = useState('');
  const [prize, setPrize] = useState('');
  const [cost, setCost] = useState('10');
  const [winners, setWinners] = useState('1');
  const [opensAt, setOpensAt] = useState(() => local(DateTime.now()));
  const [closesAt, setClosesAt] = useState(() => local(DateTime.now().plus({ days: 14 })));
  const [touched, setTouched] = useState(false);
  const costPoints = pointsOf(cost);
  const winnersCount =
    /^[0-9]{1,3}$/.test(winners) && Number(winners) >= 1 && Number(winners) <= 100
      ? Number(winners)
      : undefined;
  const opens = DateTime.fromISO(opensAt);
  const closes = DateTime.fromISO(closesAt);
  const errors = {
    title: touched && title.trim() === '' ? t('rewards.form.required') : undefined,
    prize: touched && prize.trim() === '' ? t('rewards.form.required') : undefined,
    cost: touched && costPoints === undefined ? t('rewards.form.pointsInvalid') : undefined,
    winners: touched && winnersCount === undefined ? t('rewards.raffle.winnersInvalid') : undefined,
    closes:
      touched && !(opens.isValid && closes.isValid && closes > opens)
        ? t('rewards.raffle.datesInvalid')
        : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values({ ...errors, title: title.trim() === '', prize: prize.trim() === '' }).some(Boolean))
      return;
    if (costPoints === undefined || winnersCount === undefined || !(closes > opens)) return;
    const raffle = await store.create(brandId, {
      title: title.trim(),
      prize: prize.trim(),
      entryCost: costPoints,
      winnersCount,
      opensAt: opens.toUTC().toISO()!,
      closesAt: closes.toUTC().toISO()!,
    });
    if (raffle) navigate(rewardsManagementPath(brandId, 'raffle-management', raffle.id));
  };

  const field = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    error: string | undefined,
    type = 'text',
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );

  return (
    <form className="rewards-panel rewards-form" onSubmit={(event) => void submit(event)} noValidate>
      {field('raffle-title', t('rewards.raffle.title'), title, setTitle, errors.title)}
      {field('raffle-prize', t('rewards.raffle.prize'), prize, setPrize, errors.prize)}
      {field('raffle-cost', t('rewards.raffle.entryCost'), cost, setCost, errors.cost)}
      {field('raffle-winners', t('rewards.raffle.winnersCount'), winners, setWinners, errors.winners)}
      {field('raffle-opens', t('rewards.raffle.opens'), opensAt, setOpensAt, undefined, 'datetime-local')}
      {field(
        'raffle-closes',
        t('rewards.raffle.closes'),
        closesAt,
        setClosesAt,
        errors.closes,
        'datetime-local',
      )}
      <p className="field__hint">{t('rewards.raffle.commitHint')}</p>
      {store.write.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.write.code)}
        </p>
      )}
      <Button type="submit" busy={store.write.kind === 'saving'}>
        {t('rewards.raffle.open')}
      </Button>
    </form>
  );
});
