import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import type { PagedList } from './paged-list';
import { TableScroll } from './TableScroll';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/** A column of a paged table: its header and how a row shows in it. */
export interface PagedColumn<T> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** For a sortable column: how the rows are ordered by it now. */
  readonly sort?: 'ascending' | 'descending' | 'none';
}

/**
 * A dashboard panel with a paged table: skeleton rows of the page's size while loading, an error
 * with a retry when the read failed, "11–20 of 72" and previous / next buttons.
 */
export const PagedTable = observer(function PagedTable<T>({
  id,
  title,
  list,
  columns,
  rowKey,
}: {
  readonly id: string;
  readonly title: string;
  readonly list: PagedList<T>;
  readonly columns: readonly PagedColumn<T>[];
  readonly rowKey: (row: T) => string | number;
}) {
  const { t } = useTranslation();
  const state = list.state;
  const page = state.kind === 'ready' ? state.value : undefined;
  const shown = page?.rows.length ?? 0;
  return (
    <section className="dashboard__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {state.kind === 'failed' ? (
        <ReadFailure message={t('dashboard.loadFailed')} onRetry={() => void list.show(list.offset)} />
      ) : (
        <>
          <TableScroll labelledBy={id}>
            <table className="dashboard-table" aria-busy={state.kind === 'loading'}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" aria-sort={column.sort}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {state.kind === 'loading' ? (
                  <SkeletonRows columns={columns.length} rows={Math.min(list.pageSize, 5)} />
                ) : (
                  page?.rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.key}>{column.cell(row)}</td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </TableScroll>
          {page && page.total === 0 ? (
            <p>{t('hiringDashboards.empty')}</p>
          ) : (
            // There while loading too (an empty line), so that the count does not push what follows.
            <div className="list-pager">
              <p aria-live="polite">
                {page &&
                  t('hiringDashboards.pager.range', {
                    from: list.offset + 1,
                    to: list.offset + shown,
                    total: page.total,
                  })}
              </p>
              {page && page.total > list.pageSize && (
                <div className="list-pager__buttons">
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    disabled={list.offset === 0}
                    onClick={() => void list.show(Math.max(0, list.offset - list.pageSize))}
                  >
                    {t('hiringDashboards.pager.previous')}
                  </button>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    disabled={list.offset + shown >= page.total}
                    onClick={() => void list.show(list.offset + list.pageSize)}
                  >
                    {t('hiringDashboards.pager.next')}
                  </button>
                </div>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}) as <T>(props: {
  readonly id: string;
  readonly title: string;
  readonly list: PagedList<T>;
  readonly columns: readonly PagedColumn<T>[];
  readonly rowKey: (row: T) => string | number;
}) => ReactNode;
