import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../src-domain/navigation/routes.model';
import { useInjection } from '../../injection/use-injection';
import { Button } from '../../widgets/button/Button';
import { ConfirmModal } from '../../widgets/modal/ConfirmModal';
import { ReadFailure } from '../../widgets/read-failure/ReadFailure';
import { CandidatePoolsStore } from './candidate-pools.store';
import { BoxSkeleton } from '../../widgets/skeleton/BoxSkeleton';
import './tags.css';

/**
 * /dashboard/member/talent-pools (issue #14): the brands whose talent pools keep the candidate,
 * with the pools' names (private tags counted, never named), and the opt-out of every pool — a
 * confirm modal says what it does — or opting back in.
 */
const CandidatePoolsScreen = observer(function CandidatePoolsScreen() {
  const { t, i18n } = useTranslation();
  const store = useInjection(CandidatePoolsStore);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void store.load();
  }, [store]);
  const pools = store.pools;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <div className="tags-screen">
      <p style={{ margin: 0 }}>
        <Link to={Routes.memberDashboard}>{t('tags.mine.back')}</Link>
      </p>
      <h1>{t('tags.mine.title')}</h1>
      <p style={{ margin: 0 }}>{t('tags.mine.intro')}</p>
      {pools.kind === 'failed' ? (
        <ReadFailure message={t('tags.mine.loadFailed')} onRetry={() => void store.load()} />
      ) : pools.kind === 'loading' ? (
        <BoxSkeleton className="candidate-tags__skeleton" label={t('tags.mine.title')} />
      ) : (
        <section className="candidate-pools" aria-labelledby="candidate-pools-title">
          <h2 id="candidate-pools-title">{t('tags.mine.keptBy')}</h2>
          {pools.value.brands.length === 0 ? (
            <p>{t('tags.mine.none')}</p>
          ) : (
            <ul className="candidate-pools__list">
              {pools.value.brands.map((brand) => (
                <li key={brand.brandId}>
                  <strong>{brand.brandName}</strong>
                  {brand.pools.length > 0 && `: ${brand.pools.join(', ')}`}
                  {brand.privateTags > 0 && (
                    <span className="candidate-pools__private">
                      {' '}
                      ({t('tags.mine.privateTags', { number: brand.privateTags })})
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p role="status">
            {pools.value.optedOut
              ? t('tags.mine.optedOut', {
                  date: pools.value.optedOutAt ? date.format(new Date(pools.value.optedOutAt)) : '',
                })
              : t('tags.mine.optedIn')}
          </p>
          {store.saveFailed && (
            <p role="alert" className="tag-manager__failure">
              {t('tags.mine.saveFailed')}
            </p>
          )}
          {pools.value.optedOut ? (
            <Button variant="secondary" busy={store.saving} onClick={() => void store.setOptOut(false)}>
              {t('tags.mine.optIn')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('tags.mine.optOut')}
            </Button>
          )}
        </section>
      )}
      <ConfirmModal
        open={confirming}
        title={t('tags.mine.confirmTitle')}
        danger
        busy={store.saving}
        confirmLabel={t('tags.mine.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void store.setOptOut(true).then(() => setConfirming(false))}
      >
        <p>{t('tags.mine.confirmBody')}</p>
      </ConfirmModal>
    </div>
  );
});

export default CandidatePoolsScreen;
