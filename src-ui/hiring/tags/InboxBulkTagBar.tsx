import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../widgets/button/Button';
import type { InboxTaggingStore } from './inbox-tagging.store';
import './tags.css';

/**
 * The inbox's bulk tagging bar (issue #14): how many candidates the selected rows hold, a tag to
 * give or take off, the two actions (one call each), what the last one did, and — when some
 * candidates were refused and nothing was written — each refused candidate with the reason and
 * a button to unselect them and keep the others.
 */
export const InboxBulkTagBar = observer(function InboxBulkTagBar({
  store,
}: {
  readonly store: InboxTaggingStore;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tagId, setTagId] = useState('');
  const tags = store.tags.kind === 'ready' ? store.tags.value : [];
  const candidates = store.candidates.length;
  const disabled = tagId === '' || candidates === 0 || store.busy;
  return (
    <section className="inbox-tagging" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden-text">
        {t('tags.bulk.title')}
      </h3>
      <p role="status" style={{ margin: 0 }}>
        {t('tags.bulk.selected', { number: candidates, rows: store.selected.size })}
      </p>
      <div className="inbox-tagging__controls">
        <div className="field">
          <label htmlFor={`${id}-tag`}>{t('tags.bulk.tag')}</label>
          <select
            id={`${id}-tag`}
            value={tagId}
            disabled={store.tags.kind !== 'ready'}
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
        <Button
          size="sm"
          disabled={disabled}
          busy={store.busy}
          onClick={() => void store.apply(Number(tagId), true)}
        >
          {t('tags.bulk.assign')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() => void store.apply(Number(tagId), false)}
        >
          {t('tags.bulk.unassign')}
        </Button>
        {store.selected.size > 0 && (
          <Button size="sm" variant="secondary" onClick={() => store.clear()}>
            {t('tags.bulk.clear')}
          </Button>
        )}
      </div>
      {store.tags.kind === 'failed' && (
        <p role="alert" className="hiring-error">
          {t('tags.bulk.tagsFailed')}{' '}
          <button
            type="button"
            className="button button--sm button--link"
            onClick={() => store.brandId !== undefined && void store.open(store.brandId)}
          >
            {t('hiring.retry')}
          </button>
        </p>
      )}
      {store.outcome && (
        <p role="status" style={{ margin: 0 }}>
          {t(store.outcome.assigned ? 'tags.bulk.assigned' : 'tags.bulk.unassigned', {
            number: store.outcome.count,
          })}
        </p>
      )}
      {store.failureKey && (
        <p role="alert" className="hiring-error">
          {t(store.failureKey)}
        </p>
      )}
      {store.refused.length > 0 && (
        <div role="alert">
          <p style={{ margin: 0 }}>{t('tags.bulk.refused', { number: store.refused.length })}</p>
          <ul className="inbox-tagging__refused">
            {store.refused.map((candidate) => (
              <li key={candidate.candidateId}>
                <strong>{candidate.name}</strong>: {t(candidate.reasonKey)}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" onClick={() => store.dropRefused()}>
            {t('tags.bulk.dropRefused')}
          </Button>
        </div>
      )}
    </section>
  );
});
