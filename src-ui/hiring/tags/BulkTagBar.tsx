import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../widgets/button/Button';
import type { Tag } from '../../../src-domain/tags/tag.model';
import type { Loadable } from '../../dashboard/dashboard.model';
import type { BulkTagging } from './bulk-tagging';
import './tags.css';

/**
 * The bulk tagging bar of the inbox and of the talent pool (issue #14): how many candidates the selected rows hold, a tag to
 * give or take off, the two actions (one call each), what the last one did, and — when some
 * candidates were refused and nothing was written — each refused candidate with the reason and
 * a button to unselect them and keep the others.
 */
export const BulkTagBar = observer(function BulkTagBar<K extends string | number>({
  bulk,
  tags: catalogue,
  onApply,
  onRetryTags,
}: {
  /** The selection and the last bulk write. */
  readonly bulk: BulkTagging<K>;
  /** The tags that may be given in bulk (no STATUS stage). */
  readonly tags: Loadable<readonly Tag[]>;
  readonly onApply: (tagId: number, assign: boolean) => void;
  readonly onRetryTags: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tagId, setTagId] = useState('');
  const tags = catalogue.kind === 'ready' ? catalogue.value : [];
  const candidates = bulk.candidates.length;
  const disabled = tagId === '' || candidates === 0 || bulk.busy;
  return (
    <section className="bulk-tagging" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden-text">
        {t('tags.bulk.title')}
      </h3>
      <p role="status" style={{ margin: 0 }}>
        {t('tags.bulk.selected', { number: candidates, rows: bulk.selected.size })}
      </p>
      <div className="bulk-tagging__controls">
        <div className="field">
          <label htmlFor={`${id}-tag`}>{t('tags.bulk.tag')}</label>
          <select
            id={`${id}-tag`}
            value={tagId}
            disabled={catalogue.kind !== 'ready'}
            onChange={(event) => setTagId(event.target.value)}
          >
            <option value="">{t('tags.bulk.chooseTag')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.mode === 'PRIVATE' ? t('tags.bulk.privateTag', { name: tag.name }) : tag.name}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" disabled={disabled} busy={bulk.busy} onClick={() => onApply(Number(tagId), true)}>
          {t('tags.bulk.assign')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() => onApply(Number(tagId), false)}
        >
          {t('tags.bulk.unassign')}
        </Button>
        {bulk.selected.size > 0 && (
          <Button size="sm" variant="secondary" onClick={() => bulk.clear()}>
            {t('tags.bulk.clear')}
          </Button>
        )}
      </div>
      {catalogue.kind === 'failed' && (
        <p role="alert" className="hiring-error">
          {t('tags.bulk.tagsFailed')}{' '}
          <button type="button" className="button button--sm button--link" onClick={onRetryTags}>
            {t('hiring.retry')}
          </button>
        </p>
      )}
      {bulk.outcome && (
        <p role="status" style={{ margin: 0 }}>
          {t(bulk.outcome.assigned ? 'tags.bulk.assigned' : 'tags.bulk.unassigned', {
            number: bulk.outcome.count,
          })}
        </p>
      )}
      {bulk.failureKey && (
        <p role="alert" className="hiring-error">
          {t(bulk.failureKey)}
        </p>
      )}
      {bulk.refused.length > 0 && (
        <div role="alert">
          <p style={{ margin: 0 }}>{t('tags.bulk.refused', { number: bulk.refused.length })}</p>
          <ul className="bulk-tagging__refused">
            {bulk.refused.map((candidate) => (
              <li key={candidate.candidateId}>
                <strong>{candidate.name}</strong>: {t(candidate.reasonKey)}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" onClick={() => bulk.dropRefused()}>
            {t('tags.bulk.dropRefused')}
          </Button>
        </div>
      )}
    </section>
  );
});
