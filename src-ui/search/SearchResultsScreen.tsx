import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import { brandProfilePath } from '../brand-profile/brand-profile.path';
import { useInjection } from '../injection/use-injection';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import { SearchStore } from './search.store';
import { TableScroll } from '../dashboard/TableScroll';
import { useBrandSwitch } from '../brands/use-brand-switch';
import './search-results.css';

/**
 * A row saying a group found nothing, as tall as a result row (the tables' rows all have the
 * same minimum height, `.search-results__table`), so the panel keeps its loading height.
 */
function NoneFound({ columns, text }: { readonly columns: number; readonly text: string }) {
  return (
    <tr>
      <td colSpan={columns}>{text}</td>
    </tr>
  );
}

/** "5 of 12" under a results table; a blank line of the same height until the results arrive. */
function ShownCount({ shown, total }: { readonly shown?: number; readonly total?: number }) {
  const { t } = useTranslation();
  return (
    <p className="dashboard__table-count" aria-live="polite">
      {shown === undefined || total === undefined ? '\u00a0' : t('appShell.tables.shown', { shown, total })}
    </p>
  );
}

const SearchResults = observer(function SearchResults({ term }: { readonly term: string }) {
  const { t } = useTranslation();
  const search = useInjection(SearchStore);
  const switchBrand = useBrandSwitch();
  useEffect(() => {
    void search.search(term);
  }, [search, term]);
  const results = search.status === 'ready' ? search.results : undefined;
  const loading = search.status === 'loading';
  return (
    <section className="dashboard" aria-labelledby="search-title">
      <h1 id="search-title" className="dashboard__title">
        {t('search.resultsTitle', { term })}
      </h1>
      {search.status === 'failed' && (
        <ReadFailure message={t('dashboard.loadFailed')} onRetry={() => void search.search(term)} />
      )}
      <section className="panel panel--stacked" aria-labelledby="search-brands">
        <h2 id="search-brands">{t('search.brands', { count: results?.brandsTotal ?? 0 })}</h2>
        <TableScroll labelledBy="search-brands">
          <table className="dashboard-table search-results__table" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t('search.columns.name')}</th>
                <th scope="col">{t('search.columns.type')}</th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <SkeletonRows columns={2} rows={1} />
              ) : results?.brands.length === 0 ? (
                <NoneFound columns={2} text={t('search.noBrands')} />
              ) : (
                results?.brands.map((brand) => (
                  <tr key={brand.id}>
                    <td>
                      <button
                        type="button"
                        className="button button--sm button--link"
                        onClick={() => void switchBrand(brand.id, brand.name)}
                      >
                        {brand.name}
                      </button>
                    </td>
                    <td>
                      {isTopLevelType(brand.type) ? t('brands.group') : t('brands.location')} ·{' '}
                      <Link
                        to={brandProfilePath(brand.id)}
                        aria-label={t('brandData.profile.open', { name: brand.name })}
                      >
                        {t('brandData.profile.link')}
                      </Link>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
        <ShownCount shown={results?.brands.length} total={results?.brandsTotal} />
      </section>
      <section className="panel panel--stacked" aria-labelledby="search-people">
        <h2 id="search-people">{t('search.people', { count: results?.employersTotal ?? 0 })}</h2>
        <TableScroll labelledBy="search-people">
          <table className="dashboard-table search-results__table" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t('search.columns.name')}</th>
                <th scope="col">{t('search.columns.email')}</th>
                <th scope="col">{t('search.columns.location')}</th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <SkeletonRows columns={3} rows={1} />
              ) : results?.employers.length === 0 ? (
                <NoneFound columns={3} text={t('search.noPeople')} />
              ) : (
                results?.employers.map((person) => (
                  <tr key={`${person.id}-${person.brandId}`}>
                    <td>{`${person.firstName} ${person.lastName}`.trim()}</td>
                    <td>
                      <a href={`mailto:${person.email}`}>{person.email}</a>
                    </td>
                    <td>
                      <Link to={brandProfilePath(person.brandId)}>{person.brandName}</Link>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
        <ShownCount shown={results?.employers.length} total={results?.employersTotal} />
      </section>
    </section>
  );
});

/** global-search-result/{searchTerm} (spec 000 §2), for users who may search (GLOBAL_SEARCH). */
const SearchResultsScreen = observer(function SearchResultsScreen() {
  const { searchTerm = '' } = useParams();
  return <SearchResults term={searchTerm} />;
});
export default SearchResultsScreen;
