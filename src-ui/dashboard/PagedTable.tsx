import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import type { PagedList } from './paged-list';
import { ListPager } from './ListPager';
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
  controls,
}: {
  readonly id: string;
  readonly title: string;
  readonly list: PagedList<T>;
  readonly columns: readonly PagedColumn<T>[];
  readonly rowKey: (row: T) => string | number;
  /** Shown under the title, above the table (e.g. its filters), whatever the read's state. */
  readonly controls?: ReactNode;
}) {
  const { t } = useTranslation();
  const state = list.state;
  const page = state.kind === 'ready' ? state.value : undefined;
  const shown = page?.rows.length ?? 0;
  return (
    <section className="panel panel--stacked" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {controls}
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
            <ListPager
              offset={list.offset}
              shown={shown}
              total={page?.total}
              pageSize={list.pageSize}
              onShow={(offset) => void list.show(offset)}
            />
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
  readonly controls?: ReactNode;
}) => ReactNode;
