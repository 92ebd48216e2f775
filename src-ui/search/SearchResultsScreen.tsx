import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../src-domain/search/search-api.port';
import { brandProfilePath } from '../brand-profile/brand-profile.path';
import { TableScroll } from '../dashboard/TableScroll';
import { TeamMemberName } from '../hiring/TeamMemberCard';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import { applicationPath } from './GlobalSearchBox';
import { KIND_HEADING } from './SearchSuggestions';
import { SEARCH_PAGE_SIZE, SearchStore, shownCount } from './search.store';
import './search-results.css';

/** Per kind: the i18n keys of its columns (name first), of its empty row and of its pager's label. */
const TABLES: Readonly<Record<SearchKind, { columns: readonly string[]; none: string; pages: string }>> = {
  CANDIDATE: {
    columns: ['globalSearch.columns.name', 'globalSearch.columns.position', 'globalSearch.columns.location'],
    none: 'globalSearch.noCandidates',
    pages: 'globalSearch.candidatePages',
  },
  LOCATION: {
    columns: ['globalSearch.columns.name', 'globalSearch.columns.address'],
    none: 'globalSearch.noLocations',
    pages: 'globalSearch.locationPages',
  },
  MEMBER: {
    columns: ['globalSearch.columns.name', 'globalSearch.columns.email', 'globalSearch.columns.brand'],
    none: 'globalSearch.noMembers',
    pages: 'globalSearch.memberPages',
  },
};

/** A row's cells: the name opens the right screen (the application, the location, the member's card). */
function HitCells({ hit }: { readonly hit: SearchHit }) {
  const { t } = useTranslation();
  if (hit.kind === 'CANDIDATE')
    return (
      <>
        <td>
          <Link
            to={applicationPath(hit.id)}
            aria-label={t('globalSearch.openApplication', { name: hit.title })}
          >
            <bdi>{hit.title}</bdi>
          </Link>
        </td>
        <td>
          <bdi>{hit.subtitle}</bdi>
        </td>
        <td>
          <bdi>{hit.brandName}</bdi>
        </td>
      </>
    );
  if (hit.kind === 'LOCATION')
    return (
      <>
        <td>
          <Link to={brandProfilePath(hit.brandId)}>
            <bdi>{hit.title}</bdi>
          </Link>
        </td>
        <td>
          <bdi>{hit.subtitle}</bdi>
        </td>
      </>
    );
  return (
    <>
      <td>
        {hit.userId ? (
          <TeamMemberName brandId={hit.brandId} userId={hit.userId} name={hit.title} />
        ) : (
          hit.title
        )}
      </td>
      <td>
        <a href={`mailto:${hit.subtitle}`}>{hit.subtitle}</a>
      </td>
      <td>
        <Link to={brandProfilePath(hit.brandId)}>
          <bdi>{hit.brandName}</bdi>
        </Link>
      </td>
    </>
  );
}

/** One kind's panel: heading with the count, the table (skeleton rows while loading), "1–10 of 42" and the pager. */
const KindTable = observer(function KindTable({ kind }: { readonly kind: SearchKind }) {
  const { t } = useTranslation();
  const search = useInjection(SearchStore);
  const table = TABLES[kind];
  const results = search.status === 'ready' ? search.results : undefined;
  const page = results?.pages[kind];
  const total = results?.counts[kind] ?? 0;
  const totalText = shownCount(total, results?.capped[kind]);
  const loading = search.status === 'loading' || search.turning === kind;
  const headingId = `search-${kind.toLowerCase()}`;
  const pageNumber = page?.page ?? 1;
  const from = (pageNumber - 1) * SEARCH_PAGE_SIZE + 1;
  const failedTurn = search.turnFailed?.kind === kind ? search.turnFailed : undefined;
  return (
    <section className="panel panel--stacked" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(KIND_HEADING[kind], { count: totalText })}</h2>
      {failedTurn && (
        <ReadFailure
          message={t('globalSearch.pageFailed')}
          onRetry={() => void search.turnPage(kind, failedTurn.page)}
        />
      )}
      <TableScroll labelledBy={headingId}>
        <table className="dashboard-table search-results__table" aria-busy={loading}>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              // A page being turned to holds a whole page; the first read, one row: every kind
              // shows at least that (a hit or its "none found" row), so nothing below moves up.
              <SkeletonRows
                columns={table.columns.length}
                rows={search.turning === kind ? SEARCH_PAGE_SIZE : 1}
              />
            ) : !page || page.items.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>{results ? t(table.none) : '\u00a0'}</td>
              </tr>
            ) : (
              page.items.map((hit) => (
                <tr key={`${hit.kind}-${hit.id}-${hit.brandId}`}>
                  <HitCells hit={hit} />
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      <div className="search-results__footer">
        <p className="dashboard__table-count" aria-live="polite">
          {page && page.items.length > 0 && !loading
            ? t('globalSearch.range', { from, to: from + page.items.length - 1, total: totalText })
            : '\u00a0'}
        </p>
        {total > SEARCH_PAGE_SIZE && (
          <nav className="search-results__pager" aria-label={t(table.pages)}>
            <Button
              size="sm"
              variant="secondary"
              disabled={loading || pageNumber <= 1}
              onClick={() => void search.turnPage(kind, pageNumber - 1)}
            >
              {t('globalSearch.previous')}
            </Button>
            <span className="search-results__page">
              {t('globalSearch.pageOf', {
                page: pageNumber,
                pages: shownCount(Math.ceil(total / SEARCH_PAGE_SIZE), results?.capped[kind]),
              })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={loading || pageNumber * SEARCH_PAGE_SIZE >= total}
              onClick={() => void search.turnPage(kind, pageNumber + 1)}
            >
              {t('globalSearch.next')}
            </Button>
          </nav>
        )}
      </div>
    </section>
  );
});

const SearchResults = observer(function SearchResults({ term }: { readonly term: string }) {
  const { t } = useTranslation();
  const search = useInjection(SearchStore);
  useEffect(() => {
    void search.search(term);
  }, [search, term]);
  return (
    <section className="dashboard" aria-labelledby="search-title">
      <h1 id="search-title" className="dashboard__title">
        {t('search.resultsTitle', { term })}
      </h1>
      {search.status === 'failed' && (
        <ReadFailure message={t('globalSearch.failed')} onRetry={() => void search.search(term)} />
      )}
      {search.status === 'ready' && search.results?.mode === 'FUZZY' && (
        <p className="search-results__note" role="status">
          {t('globalSearch.fuzzy', { term })}
        </p>
      )}
      {SEARCH_KINDS.map((kind) => (
        <KindTable key={kind} kind={kind} />
      ))}
    </section>
  );
});

/** global-search-result/{searchTerm} (spec 000 §2), for users who may search (GLOBAL_SEARCH). */
const SearchResultsScreen = observer(function SearchResultsScreen() {
  const { searchTerm = '' } = useParams();
  return <SearchResults term={searchTerm} />;
});
export default SearchResultsScreen;
