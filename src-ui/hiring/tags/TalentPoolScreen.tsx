import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag, TaggedCandidate } from '../../../src-domain/tags/tag.model';
import type { Loadable } from '../../dashboard/dashboard.model';
import { BrandContextStore } from '../../brands/brand-context.store';
import { useInjection } from '../../injection/use-injection';
import { Button } from '../../widgets/button/Button';
import { Modal } from '../../widgets/modal/Modal';
import { ReadFailure } from '../../widgets/read-failure/ReadFailure';
import { SkeletonRows } from '../../widgets/table/SkeletonRows';
import { TableScroll } from '../../dashboard/TableScroll';
import { BulkTagBar } from './BulkTagBar';
import { CandidateTagsPanel } from './CandidateTagsPanel';
import { TALENT_POOL_PAGE_SIZE, TalentPoolStore } from './talent-pool.store';
import './tags.css';

/**
 * /hiring/talent-pools: the context brand's candidates (its subtree's applicants the user may
 * hire for) filtered by tag and name, paged, with a selection for bulk tagging; a candidate's
 * tags, stage and feedback open in a dialog with the CandidateTagsPanel.
 */
const TalentPoolScreen = observer(function TalentPoolScreen() {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const store = useInjection(TalentPoolStore);
  const brandId = brands.activeBrand?.id;
  const [tagFilter, setTagFilter] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<TaggedCandidate | undefined>(undefined);
  const ids = { tag: useId(), search: useId() };
  useEffect(() => {
    if (brandId !== undefined) void store.open(brandId);
  }, [store, brandId]);
  const tags = store.tags.kind === 'ready' ? store.tags.value.tags : [];
  const poolTags: Loadable<readonly Tag[]> =
    store.tags.kind === 'ready'
      ? { kind: 'ready', value: tags.filter((tag) => tag.mode !== 'STATUS') }
      : store.tags;
  const page = store.page;
  const total = page.kind === 'ready' ? page.value.total : 0;
  const shown = page.kind === 'ready' ? page.value.candidates.length : 0;

  return (
    <div className="tags-screen">
      <h1>{t('tags.pool.title')}</h1>
      <form
        className="talent-pool__filters"
        aria-label={t('tags.pool.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          void store.filter(tagFilter === '' ? undefined : Number(tagFilter), search);
        }}
      >
        <div className="field">
          <label htmlFor={ids.tag}>{t('tags.pool.tagFilter')}</label>
          <select id={ids.tag} value={tagFilter} onChange={(event) => setTagFilter(event.target.value)}>
            <option value="">{t('tags.pool.allCandidates')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.mode === 'STATUS'
                  ? `${t('tags.modes.STATUS')}: ${tag.name}`
                  : `${tag.name} (${tag.brandName})`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.search}>{t('tags.pool.search')}</label>
          <input
            id={ids.search}
            className="input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm">
          {t('tags.pool.apply')}
        </Button>
      </form>

      <BulkTagBar
        bulk={store.bulk}
        tags={poolTags}
        onApply={(tagId, assign) => void store.apply(tagId, assign)}
        onRetryTags={() => brandId !== undefined && void store.open(brandId)}
      />

      {page.kind === 'failed' ? (
        <ReadFailure message={t('tags.pool.loadFailed')} onRetry={() => void store.loadPage()} />
      ) : (
        <>
          <p className="talent-pool__count" aria-live="polite">
            {page.kind === 'ready' ? t('tags.pool.count', { shown, total }) : t('tags.pool.loading')}
          </p>
          <TableScroll label={t('tags.pool.tableLabel')}>
            <table className="dashboard-table talent-pool__table" aria-busy={page.kind === 'loading'}>
              <caption className="visually-hidden-text">{t('tags.pool.tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden-text">{t('tags.pool.select')}</span>
                  </th>
                  <th scope="col">{t('tags.pool.candidate')}</th>
                  <th scope="col">{t('tags.pool.applications')}</th>
                  <th scope="col">{t('tags.pool.tags')}</th>
                  <th scope="col">
                    <span className="visually-hidden-text">{t('tags.pool.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.kind === 'loading' ? (
                  <SkeletonRows columns={5} />
                ) : (
                  page.value.candidates.map((candidate) => {
                    const name = `${candidate.firstName} ${candidate.lastName}`.trim();
                    return (
                      <tr key={candidate.id}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={t('tags.pool.selectCandidate', { name })}
                            checked={store.bulk.isSelected(candidate.id)}
                            onChange={(event) => store.toggle(candidate, event.target.checked)}
                          />
                        </td>
                        <td>{name}</td>
                        <td>
                          {candidate.applications
                            .map((application) => `${application.positionTitle} · ${application.brandName}`)
                            .join(', ')}
                        </td>
                        <td>
                          {candidate.tags.map((tag) => (
                            <span
                              key={`${tag.tagId}-${tag.applicationId ?? ''}`}
                              className={`tag-chip is-${tag.mode.toLowerCase()}`}
                            >
                              {tag.name}
                            </span>
                          ))}
                        </td>
                        <td>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={candidate.applications.length === 0}
                            aria-label={t('tags.pool.open', { name })}
                            onClick={() => setOpen(candidate)}
                          >
                            {t('tags.pool.openShort')}
                          </Button>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </TableScroll>
          <nav className="talent-pool__pages" aria-label={t('tags.pool.pages')}>
            <Button
              size="sm"
              variant="secondary"
              disabled={store.offset === 0 || page.kind !== 'ready'}
              onClick={() => void store.goTo(store.offset - TALENT_POOL_PAGE_SIZE)}
            >
              {t('tags.pool.previous')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={page.kind !== 'ready' || store.offset + shown >= total}
              onClick={() => void store.goTo(store.offset + TALENT_POOL_PAGE_SIZE)}
            >
              {t('tags.pool.next')}
            </Button>
          </nav>
        </>
      )}
      <Modal
        open={open !== undefined && brandId !== undefined}
        size="lg"
        title={open ? `${open.firstName} ${open.lastName}`.trim() : ''}
        onClose={() => {
          setOpen(undefined);
          void store.loadPage();
        }}
      >
        {open && brandId !== undefined && open.applications[0] && (
          <CandidateTagsPanel
            brandId={brandId}
            candidateId={open.id}
            applicationId={open.applications[0].id}
          />
        )}
      </Modal>
    </div>
  );
});

export default TalentPoolScreen;
