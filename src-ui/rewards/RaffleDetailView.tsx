import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleAction } from '../../src-domain/rewards/rewards-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { RaffleProofPanel } from './RaffleProofPanel';
import { RewardsFailure, useRewardsError } from './RewardsFailure';
import { RaffleStore } from './raffle.store';

/** Which actions a raffle's status allows. */
const ACTIONS: Readonly<Record<string, readonly RaffleAction[]>> = {
  OPEN: ['close', 'cancel'],
  CLOSED: ['draw', 'cancel'],
  DRAWN: [],
  CANCELLED: [],
};

/**
 * One raffle: prize, dates, the published seed hash (and entries hash once closed), entering
 * with points, the manager's close / draw / cancel, the winners and the proof.
 */
export const RaffleDetailView = observer(function RaffleDetailView({
  brandId,
  raffleId,
}: {
  readonly brandId: number;
  readonly raffleId: number;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(RaffleStore);
  const errorText = useRewardsError();
  const [entries, setEntries] = useState('1');
  useEffect(() => {
    void store.load(brandId, raffleId);
  }, [store, brandId, raffleId]);
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const loaded = store.raffle;
  if (loaded.kind === 'failed')
    return <RewardsFailure code={loaded.code} onRetry={() => void store.load(brandId, raffleId)} />;
  if (loaded.kind === 'loading')
    return (
      <div
        className="panel rewards-panel rewards-panel--skeleton"
        role="status"
        aria-label={t('rewards.loading')}
      />
    );
  const raffle = loaded.value;
  const count =
    /^[0-9]{1,3}$/.test(entries) && Number(entries) >= 1 && Number(entries) <= 100
      ? Number(entries)
      : undefined;
  return (
    <div className="rewards-stack">
      <div className="panel rewards-panel">
        <h2>{raffle.title}</h2>
        <p>{t('rewards.raffle.prizeIs', { prize: raffle.prize })}</p>
        <dl className="rewards-facts">
          <dt>{t('rewards.raffle.status')}</dt>
          <dd>{t(`rewards.raffle.statusName.${raffle.status}`)}</dd>
          <dt>{t('rewards.raffle.opens')}</dt>
          <dd>{date.format(new Date(raffle.opensAt))}</dd>
          <dt>{t('rewards.raffle.closes')}</dt>
          <dd>{date.format(new Date(raffle.closesAt))}</dd>
          <dt>{t('rewards.raffle.entryCost')}</dt>
          <dd>{number.format(raffle.entryCost)}</dd>
          <dt>{t('rewards.raffle.entries')}</dt>
          <dd>
            {t('rewards.raffle.entriesMine', {
              all: number.format(raffle.entriesCount),
              mine: number.format(raffle.myEntries),
            })}
          </dd>
          <dt>{t('rewards.raffle.seedHash')}</dt>
          <dd>
            <code className="rewards-hash">{raffle.seedHash}</code>
          </dd>
          {raffle.entriesHash && (
            <>
              <dt>{t('rewards.raffle.entriesHash')}</dt>
              <dd>
                <code className="rewards-hash">{raffle.entriesHash}</code>
              </dd>
            </>
          )}
        </dl>
        {raffle.status === 'DRAWN' && (
          <>
            <h3>{t('rewards.raffle.winners')}</h3>
            {raffle.winners.length === 0 ? (
              <p>{t('rewards.raffle.noWinners')}</p>
            ) : (
              <ol className="rewards-winners">
                {raffle.winners.map((winner) => (
                  <li key={winner.id}>
                    {winner.firstName} {winner.lastName}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      {raffle.status === 'OPEN' && (
        <form
          className="panel rewards-panel rewards-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (count !== undefined) void store.enter(brandId, raffleId, count);
          }}
          noValidate
        >
          <h2>{t('rewards.raffle.enterTitle')}</h2>
          {store.balance !== undefined && (
            <p>{t('rewards.raffle.balance', { points: number.format(store.balance) })}</p>
          )}
          <div className="field">
            <label htmlFor="raffle-entries">{t('rewards.raffle.entriesToBuy')}</label>
            <input
              id="raffle-entries"
              type="text"
              inputMode="numeric"
              value={entries}
              aria-invalid={count === undefined}
              aria-describedby="raffle-entries-hint"
              onChange={(event) => setEntries(event.target.value)}
            />
            <p id="raffle-entries-hint" className={count === undefined ? 'field__error' : 'field__hint'}>
              {count === undefined
                ? t('rewards.raffle.winnersInvalid')
                : t('rewards.raffle.costOf', { points: number.format(count * raffle.entryCost) })}
            </p>
          </div>
          <Button type="submit" busy={store.write.kind === 'saving'} disabled={count === undefined}>
            {t('rewards.raffle.enter')}
          </Button>
        </form>
      )}
      {(ACTIONS[raffle.status] ?? []).length > 0 && (
        <div className="panel rewards-panel rewards-actions">
          <h2>{t('rewards.raffle.manage')}</h2>
          <div className="rewards-actions__buttons">
            {(ACTIONS[raffle.status] ?? []).map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' ? 'secondary' : 'primary'}
                busy={store.write.kind === 'saving'}
                onClick={() => void store.act(brandId, raffleId, action)}
              >
                {t(`rewards.raffle.action.${action}`)}
              </Button>
            ))}
          </div>
        </div>
      )}
      {store.write.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.write.code)}
        </p>
      )}
      {raffle.status === 'DRAWN' && <RaffleProofPanel brandId={brandId} raffleId={raffleId} />}
    </div>
  );
});
