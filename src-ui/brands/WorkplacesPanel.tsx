import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import { useInjection } from '../injection/use-injection';
import { WorkplacesStore } from './workplaces.store';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';

/** Skeleton lines while the workplaces load (the usual list is one to three brands). */
const SKELETON_LINES = 2;

/**
 * "Where you work" on the profile (issue #15): the brands the user works at as an employee, each
 * with its kind, or a plain sentence when there are none; an error panel with a retry button when
 * the read fails.
 */
export const WorkplacesPanel = observer(function WorkplacesPanel() {
  const { t } = useTranslation();
  const store = useInjection(WorkplacesStore);
  useEffect(() => store.load(), [store]);
  const { state } = store;
  return (
    <section className="panel" aria-labelledby="workplaces-title" aria-busy={state.status === 'loading'}>
      <h2 id="workplaces-title">{t('brandData.workplaces.title')}</h2>
      {state.status === 'loading' && (
        <LinesSkeleton lines={SKELETON_LINES} label={t('brandData.profile.loading')} />
      )}
      {state.status === 'failed' && (
        <ReadFailure message={t('brandData.workplaces.failed')} onRetry={() => store.load()} />
      )}
      {state.status === 'ready' &&
        (state.brands.length === 0 ? (
          <p>{t('brandData.workplaces.none')}</p>
        ) : (
          <>
            <p className="brand-profile__count">
              {t('brandData.workplaces.count', { count: state.brands.length })}
            </p>
            <ul className="brand-profile__children">
              {state.brands.map((brand) => (
                <li key={brand.id}>
                  <strong>
                    <bdi>{brand.name}</bdi>
                  </strong>{' '}
                  <span className="brand-profile__muted">
                    · {isTopLevelType(brand.type) ? t('brands.group') : t('brands.location')}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
});
