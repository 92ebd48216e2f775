import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ATTESTATION_POSITION_CATEGORIES } from '../../src-domain/attestation/attestation.model';
import type { Brand } from '../../src-domain/brands/brand.model';
import { MultiLevelSelector, type LevelItem } from '../widgets/multi-level-selector/MultiLevelSelector';
import { RemovableItem } from '../widgets/removable-item/RemovableItem';
import { TimePicker } from '../widgets/time-picker/TimePicker';
import type { AttestationEditorStore } from './attestation-editor.store';
import { attestationMessage } from './attestation-messages';

function levelItems(brands: readonly Brand[]): LevelItem[] {
  return brands.map((brand) => ({
    id: String(brand.id),
    label: brand.name,
    ...(brand.brands && brand.brands.length > 0 ? { children: levelItems(brand.brands) } : {}),
  }));
}

function findBrand(brands: readonly Brand[], id: number): Brand | undefined {
  for (const brand of brands) {
    if (brand.id === id) return brand;
    const inside = findBrand(brand.brands ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Who is asked: brands of the subtree (chosen level by level with the multi-level selector of
 * spec 001 §2), position categories, and the shortest shift that is asked (a time of day read
 * as hours and minutes, with the time picker's durations).
 */
export const TargetingFields = observer(function TargetingFields({
  store,
  brand,
}: {
  readonly store: AttestationEditorStore;
  readonly brand: Brand | undefined;
}) {
  const { t } = useTranslation();
  const subtree = brand?.brands ?? [];
  const problem = store.problemAt('targeting');
  return (
    <fieldset className="attestation-fieldset">
      <legend>{t('attestation.editor.targeting')}</legend>
      <div className="attestation-field">
        <MultiLevelSelector
          label={t('attestation.editor.targetBrands')}
          items={levelItems(subtree)}
          onChange={(item) => store.addTarget(Number(item.id))}
        />
        <div className="attestation-choices" aria-live="polite">
          {store.brandIds.length === 0 ? (
            <span>{t('attestation.editor.allBrands')}</span>
          ) : (
            store.brandIds.map((id) => (
              <RemovableItem key={id} onRemove={() => store.removeTarget(id)}>
                {findBrand(subtree, id)?.name ?? String(id)}
              </RemovableItem>
            ))
          )}
        </div>
      </div>
      <fieldset className="attestation-choices">
        <legend>{t('attestation.editor.categories')}</legend>
        {ATTESTATION_POSITION_CATEGORIES.map((category) => (
          <label key={category}>
            <input
              type="checkbox"
              checked={store.categories.includes(category)}
              onChange={(event) => store.toggleCategory(category, event.target.checked)}
            />{' '}
            {t(`attestation.categories.${category}`)}
          </label>
        ))}
      </fieldset>
      <div className="attestation-field">
        <TimePicker
          label={t('attestation.editor.minShift')}
          format="HH:mm"
          stepMinutes={30}
          min="00:30"
          max="23:30"
          value={store.minShiftMinutes === undefined ? undefined : hhmm(store.minShiftMinutes)}
          onChange={(value) => {
            if (value === undefined) return store.setMinShiftMinutes(undefined);
            const [hours, minutes] = value.split(':').map(Number);
            store.setMinShiftMinutes((hours ?? 0) * 60 + (minutes ?? 0));
          }}
        />
        <span className="attestation-item__meta">{t('attestation.editor.minShiftHelp')}</span>
      </div>
      {problem && <p className="field__error">{attestationMessage(t, problem.code)}</p>}
    </fieldset>
  );
});
