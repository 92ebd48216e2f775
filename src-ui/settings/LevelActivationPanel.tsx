import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { gpLevel } from '../../src-domain/brands/brand-type.rules';
import type { LevelActivatedService, LevelActivation } from '../../src-domain/settings/settings-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { LevelActivationStore } from './level-activation.store';
import './settings.css';

export interface LevelActivationPanelProps {
  readonly brandId: number;
  readonly serviceCode: LevelActivatedService;
}

/** A level's name in the user's language ('GP-4' → "Group level 4"); type codes are never shown raw. */
function useLevelName(): (level: string) => string {
  const { t } = useTranslation();
  return (level) => {
    const group = gpLevel(level);
    if (group !== undefined) return t('settings.levels.group', { level: group });
    if (level === 'LOCATION') return t('settings.levels.location');
    return t('settings.levels.other');
  };
}

/**
 * Which levels of the brand's subtree have the feature on (spec 001 §7 `level_activation`): one
 * switch per level with how many brands it holds, saved together. A failed save keeps the
 * switches as the user set them and says why.
 */
export const LevelActivationPanel = observer(function LevelActivationPanel({
  brandId,
  serviceCode,
}: LevelActivationPanelProps) {
  const { t } = useTranslation();
  const store = useInjection(LevelActivationStore);
  const levelName = useLevelName();
  useEffect(() => {
    void store.load(brandId, serviceCode);
  }, [store, brandId, serviceCode]);

  const form = store.formOf(brandId, serviceCode);
  const titleId = `level-activation-${serviceCode}`;
  const row = (level: LevelActivation) => (
    <li key={level.level} className="level-activation__item">
      <Switch
        className="switch"
        isSelected={store.isOn(brandId, serviceCode, level)}
        onChange={(on) => store.toggle(brandId, serviceCode, level, on)}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="level-activation__name">{levelName(level.level)}</span>
        <span className="level-activation__count">
          {t('settings.levels.brandCount', { count: level.brandCount })}
        </span>
      </Switch>
    </li>
  );

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="level-activation__title">
        {t('settings.levels.title')}
      </h2>
      <p className="level-activation__lead">{t('settings.levels.lead')}</p>
      {form.saved.kind === 'loading' && (
        <ul className="level-activation__list" aria-busy="true" aria-label={t('settings.levels.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className="level-activation__item level-activation__item--skeleton" />
          ))}
        </ul>
      )}
      {form.saved.kind === 'failed' && (
        <ReadFailure
          message={t('settings.levels.loadFailed')}
          onRetry={() => void store.load(brandId, serviceCode)}
        />
      )}
      {form.saved.kind === 'ready' && (
        <>
          <ul className="level-activation__list">{form.saved.value.map(row)}</ul>
          <div className="level-activation__actions">
            <Button
              size="sm"
              disabled={form.draft.size === 0}
              busy={form.save.kind === 'saving'}
              onClick={() => void store.save(brandId, serviceCode)}
            >
              {t('settings.levels.save')}
            </Button>
            <p className="level-activation__status" role="status">
              {form.save.kind === 'saved' && t('settings.levels.saved')}
              {form.save.kind === 'failed' &&
                t(
                  form.save.code === 'SETTINGS.FORBIDDEN'
                    ? 'settings.levels.forbidden'
                    : 'settings.levels.saveFailed',
                )}
            </p>
          </div>
        </>
      )}
    </section>
  );
});
