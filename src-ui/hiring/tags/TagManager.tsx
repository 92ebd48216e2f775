import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../src-domain/tags/tag.model';
import type { NewTag } from '../../../src-domain/tags/tags-api.port';
import { useInjection } from '../../injection/use-injection';
import { Button } from '../../widgets/button/Button';
import { ConfirmModal } from '../../widgets/modal/ConfirmModal';
import { ReadFailure } from '../../widgets/read-failure/ReadFailure';
import { MANAGER_MODES, TagManagerStore } from './tag-manager.store';
import { TagNameField } from './TagNameField';
import { TagRow } from './TagRow';
import { BoxSkeleton } from '../../widgets/skeleton/BoxSkeleton';

/** The kinds of tag the create form offers to a caller with MANAGE_TAGS (others: PRIVATE only). */
const CREATE_MODES: readonly NewTag['mode'][] = ['GLOBAL', 'POSITION', 'PRIVATE'];

/**
 * The tag manager of a brand: tags by mode, create (a shared pool, a position tag for a position
 * of the brand's subtree, or a private tag), rename, reorder and delete (issue #14).
 */
export const TagManager = observer(function TagManager({ brandId }: { readonly brandId: number }) {
  const { t } = useTranslation();
  const store = useInjection(TagManagerStore);
  const [name, setName] = useState('');
  const [chosenMode, setChosenMode] = useState<NewTag['mode']>('GLOBAL');
  const [positionValue, setPositionValue] = useState('');
  const ids = { mode: useId(), position: useId() };
  const [deleting, setDeleting] = useState<Tag | undefined>(undefined);
  useEffect(() => {
    void store.load(brandId);
  }, [store, brandId]);
  const catalogue = store.catalogue;
  const canManage = catalogue.kind === 'ready' && catalogue.value.canManage;
  const mode: NewTag['mode'] = canManage ? chosenMode : 'PRIVATE';
  const positionId = mode === 'POSITION' && positionValue !== '' ? Number(positionValue) : undefined;
  const checkNew = useCallback(
    (value: string) => store.checkName(value, mode, undefined, positionId),
    [store, mode, positionId],
  );
  useEffect(() => {
    if (mode === 'POSITION' && store.positions.kind !== 'ready') void store.loadPositions();
  }, [store, mode, brandId]);

  if (catalogue.kind === 'failed') {
    return <ReadFailure message={t('tags.manager.loadFailed')} onRetry={() => void store.load(brandId)} />;
  }
  if (catalogue.kind === 'loading') {
    return <BoxSkeleton className="tag-manager__skeleton" label={t('tags.manager.title')} />;
  }
  const { limits } = catalogue.value;
  return (
    <div className="tag-manager">
      <p className="tag-manager__limits">
        {t('tags.manager.limits', { perBrand: limits.tagsPerBrand, perCandidate: limits.tagsPerCandidate })}
      </p>
      {store.failureKey && (
        <p role="alert" className="tag-manager__failure">
          {t(store.failureKey, { max: limits.nameMaxLength })}
        </p>
      )}
      <form
        className="tag-manager__create"
        aria-label={t('tags.manager.createTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void store.create(name, mode, positionId).then((created) => created && setName(''));
        }}
      >
        <TagNameField
          label={t('tags.manager.newName')}
          value={name}
          onChange={setName}
          check={checkNew}
          maxLength={limits.nameMaxLength}
        />
        {canManage && (
          <div className="field">
            <label htmlFor={ids.mode}>{t('tags.manager.kind')}</label>
            <select
              id={ids.mode}
              value={chosenMode}
              onChange={(event) => setChosenMode(event.target.value as NewTag['mode'])}
            >
              {CREATE_MODES.map((option) => (
                <option key={option} value={option}>
                  {t(`tags.manager.kinds.${option}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {mode === 'POSITION' && (
          <div className="field">
            <label htmlFor={ids.position}>{t('tags.manager.position')}</label>
            <select
              id={ids.position}
              value={positionValue}
              disabled={store.positions.kind !== 'ready'}
              aria-describedby={store.positions.kind === 'failed' ? `${ids.position}-failed` : undefined}
              onChange={(event) => setPositionValue(event.target.value)}
            >
              <option value="">
                {store.positions.kind === 'loading'
                  ? t('tags.manager.positionsLoading')
                  : t('tags.manager.choosePosition')}
              </option>
              {store.positions.kind === 'ready' &&
                store.positions.value.map((position) => (
                  <option key={position.id} value={position.id}>
                    {t('tags.manager.positionOption', {
                      title: position.title,
                      location: position.locationName,
                    })}
                  </option>
                ))}
            </select>
            {store.positions.kind === 'failed' && (
              <p id={`${ids.position}-failed`} role="alert" className="tag-manager__failure">
                {t('tags.manager.positionsFailed')}{' '}
                <button
                  type="button"
                  className="button button--sm button--link"
                  onClick={() => void store.loadPositions()}
                >
                  {t('tags.manager.retry')}
                </button>
              </p>
            )}
          </div>
        )}
        <Button type="submit" busy={store.busy}>
          {t('tags.manager.create')}
        </Button>
      </form>
      {MANAGER_MODES.map((tagMode) => {
        const tags = store.tagsOf(tagMode);
        return (
          <section key={tagMode} className="tag-manager__mode" aria-labelledby={`tag-mode-${tagMode}`}>
            <h2 id={`tag-mode-${tagMode}`} className="tag-manager__heading">
              {t(`tags.modes.${tagMode}`)} <span className="tag-manager__count">({tags.length})</span>
            </h2>
            {tags.length === 0 ? (
              <p className="tag-manager__empty">{t('tags.manager.emptyMode')}</p>
            ) : (
              <ol className="tag-manager__list">
                {tags.map((tag, index) => (
                  <TagRow
                    key={`${tag.id}:${tag.name}`}
                    tag={tag}
                    first={index === 0}
                    last={index === tags.length - 1}
                    busy={store.busy}
                    maxLength={limits.nameMaxLength}
                    check={(value) =>
                      store.checkName(
                        value,
                        tag.mode === 'STATUS' ? 'GLOBAL' : tag.mode,
                        tag.id,
                        tag.position?.id,
                      )
                    }
                    onMove={(step) => void store.move(tag, step)}
                    onRename={(value) => store.rename(tag, value)}
                    onDelete={() => setDeleting(tag)}
                  />
                ))}
              </ol>
            )}
          </section>
        );
      })}
      <ConfirmModal
        open={deleting !== undefined}
        title={t('tags.manager.deleteTitle', { name: deleting?.name ?? '' })}
        danger
        busy={store.busy}
        confirmLabel={t('tags.manager.deleteShort')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void store.remove(deleting).then(() => setDeleting(undefined));
        }}
      >
        <p>{t('tags.manager.deleteBody', { number: deleting?.candidateCount ?? 0 })}</p>
      </ConfirmModal>
    </div>
  );
});
