import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../src-domain/tags/tag.model';
import { Button } from '../../widgets/button/Button';
import type { NameVerdict } from './tag-manager.store';
import { TagNameField } from './TagNameField';

/**
 * One tag in the manager: its name, owner brand and how many candidates carry it; Move up /
 * Move down (keyboard reordering: focus stays on the button pressed), Rename (inline, with the
 * live check) and Delete, when the caller may change it here.
 */
export function TagRow({
  tag,
  first,
  last,
  busy,
  maxLength,
  check,
  onMove,
  onRename,
  onDelete,
}: {
  readonly tag: Tag;
  readonly first: boolean;
  readonly last: boolean;
  readonly busy: boolean;
  readonly maxLength: number;
  readonly check: (name: string) => Promise<NameVerdict>;
  readonly onMove: (step: -1 | 1) => void;
  readonly onRename: (name: string) => Promise<boolean>;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(tag.name);
  if (editing) {
    return (
      <li className="tag-row is-editing">
        <form
          className="tag-row__rename"
          onSubmit={(event) => {
            event.preventDefault();
            void onRename(name).then((saved) => saved && setEditing(false));
          }}
        >
          <TagNameField
            label={t('tags.manager.renameLabel', { name: tag.name })}
            value={name}
            onChange={setName}
            check={check}
            maxLength={maxLength}
          />
          <div className="tag-row__actions">
            <Button type="submit" size="sm" busy={busy}>
              {t('tags.manager.save')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
              {t('tags.manager.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="tag-row">
      <bdi className="tag-row__name">{tag.name}</bdi>
      <span className="tag-row__meta">
        {tag.position ? (
          <>
            <bdi>{tag.position.title}</bdi> ·{' '}
          </>
        ) : null}
        <bdi>{tag.brandName}</bdi> · {t('tags.manager.carriedBy', { number: tag.candidateCount })}
      </span>
      {tag.editable && (
        <span className="tag-row__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={first || busy}
            aria-label={t('tags.manager.moveUp', { name: tag.name })}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={last || busy}
            aria-label={t('tags.manager.moveDown', { name: tag.name })}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('tags.manager.rename', { name: tag.name })}
            onClick={() => {
              setName(tag.name);
              setEditing(true);
            }}
          >
            {t('tags.manager.renameShort')}
          </Button>
          {tag.mode !== 'STATUS' && (
            <Button
              size="sm"
              variant="danger"
              aria-label={t('tags.manager.delete', { name: tag.name })}
              onClick={onDelete}
            >
              {t('tags.manager.deleteShort')}
            </Button>
          )}
        </span>
      )}
    </li>
  );
}
