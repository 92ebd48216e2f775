import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { RewardsFailure } from './RewardsFailure';
import { RaffleStore } from './raffle.store';

/**
 * The proof of a drawn raffle: the revealed seed, its commitment, the frozen entries and their
 * hash, and the winners recomputed in this browser with the same draw the server ran.
 */
export const RaffleProofPanel = observer(function RaffleProofPanel({
  brandId,
  raffleId,
}: {
  readonly brandId: number;
  readonly raffleId: number;
}) {
  const { t } = useTranslation();
  const store = useInjection(RaffleStore);
  const proof = store.proof;
  const check = (ok: boolean, label: string) => (
    <li className={ok ? 'rewards-check rewards-check--ok' : 'rewards-check rewards-check--bad'}>
      {ok ? '✓' : '✗'} {label}
    </li>
  );
  return (
    <section className="panel rewards-panel" aria-labelledby="raffle-proof-title">
      <h2 id="raffle-proof-title">{t('rewards.proof.title')}</h2>
      <p>{t('rewards.proof.explain')}</p>
      {proof === undefined && (
        <Button onClick={() => void store.verify(brandId, raffleId)}>{t('rewards.proof.verify')}</Button>
      )}
      {proof?.kind === 'loading' && (
        <div className="rewards-panel--skeleton" role="status" aria-label={t('rewards.loading')} />
      )}
      {proof?.kind === 'failed' && (
        <RewardsFailure code={proof.code} onRetry={() => void store.verify(brandId, raffleId)} />
      )}
      {proof?.kind === 'ready' && (
        <>
          <ul className="rewards-checks" aria-label={t('rewards.proof.result')}>
            {check(proof.value.verification.seedMatchesCommitment, t('rewards.proof.seedOk'))}
            {check(proof.value.verification.entriesMatchHash, t('rewards.proof.entriesOk'))}
            {check(proof.value.verification.winnersMatch, t('rewards.proof.winnersOk'))}
          </ul>
          <dl className="rewards-facts">
            <dt>{t('rewards.proof.seed')}</dt>
            <dd>
              <code className="rewards-hash">{proof.value.proof.seed}</code>
            </dd>
            <dt>{t('rewards.raffle.seedHash')}</dt>
            <dd>
              <code className="rewards-hash">{proof.value.proof.seedHash}</code>
            </dd>
            <dt>{t('rewards.raffle.entriesHash')}</dt>
            <dd>
              <code className="rewards-hash">{proof.value.proof.entriesHash}</code>
            </dd>
            <dt>{t('rewards.proof.entries', { count: proof.value.proof.entries.length })}</dt>
            <dd>
              <code className="rewards-hash">{proof.value.proof.entries.join(' ')}</code>
            </dd>
            <dt>{t('rewards.proof.winningEntries')}</dt>
            <dd>
              <code className="rewards-hash">{proof.value.verification.recomputedWinners.join(' ')}</code>
            </dd>
          </dl>
        </>
      )}
    </section>
  );
});
