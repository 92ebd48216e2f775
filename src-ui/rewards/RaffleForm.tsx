import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../account/TextField';
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

  return (
    <form className="panel rewards-panel rewards-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('rewards.raffle.title')}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('rewards.raffle.prize')}
        value={prize}
        error={errors.prize}
        onChange={(event) => setPrize(event.target.value)}
      />
      <TextField
        label={t('rewards.raffle.entryCost')}
        value={cost}
        inputMode="numeric"
        error={errors.cost}
        onChange={(event) => setCost(event.target.value)}
      />
      <TextField
        label={t('rewards.raffle.winnersCount')}
        value={winners}
        inputMode="numeric"
        error={errors.winners}
        onChange={(event) => setWinners(event.target.value)}
      />
      <TextField
        label={t('rewards.raffle.opens')}
        type="datetime-local"
        value={opensAt}
        onChange={(event) => setOpensAt(event.target.value)}
      />
      <TextField
        label={t('rewards.raffle.closes')}
        type="datetime-local"
        value={closesAt}
        error={errors.closes}
        onChange={(event) => setClosesAt(event.target.value)}
      />
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
