import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableTable, type TableColumn } from '../widgets/table/SortableTable';
import type { SortState } from '../widgets/table/table-sort';
import type { PagedList } from './paged-list';
import { ListPager } from './ListPager';
import { TableScroll } from './TableScroll';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/** A column of a paged table: its header, how a row shows in it, whether the server sorts by it. */
export type PagedColumn<T> = Pick<TableColumn<T>, 'key' | 'header' | 'cell' | 'sortable'>;

/**
 * A dashboard panel with a paged table (the SortableTable widget, sorted by the server when the
 * caller gives `sort` and `onSort`): skeleton rows of the page's size while loading, an error with
 * a retry when the read failed, "11–20 of 72" and previous / next buttons.
 */
interface PagedTableProps<T> {
  readonly id: string;
  readonly title: string;
  readonly list: PagedList<T>;
  readonly columns: readonly PagedColumn<T>[];
  readonly rowKey: (row: T) => string | number;
  /** Shown under the title, above the table (e.g. its filters), whatever the read's state. */
  readonly controls?: ReactNode;
  /** Server-sorted columns: the rows' order now, and what a sortable header's click asks for. */
  readonly sort?: SortState;
  readonly onSort?: (key: string) => void;
  /** How many rows the loading page will hold, when the caller knows (skeleton rows of that number). */
  readonly expectedRows?: number;
  /** Said instead of the table's count when the list is empty (default: nothing in the period). */
  readonly emptyText?: string;
}

export const PagedTable = observer(function PagedTable<T>({
  id,
  title,
  list,
  columns,
  rowKey,
  controls,
  sort,
  onSort,
  expectedRows,
  emptyText,
}: PagedTableProps<T>) {
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
            <SortableTable
              labelledBy={id}
              className="dashboard-table"
              columns={columns}
              rows={page?.rows ?? []}
              rowKey={(row) => String(rowKey(row))}
              loading={state.kind === 'loading'}
              skeletonRows={expectedRows ?? Math.min(list.pageSize, 5)}
              sort={sort}
              onSort={onSort}
            />
          </TableScroll>
          {page && page.total === 0 ? (
            <p>{emptyText ?? t('hiringDashboards.empty')}</p>
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
}) as <T>(props: PagedTableProps<T>) => ReactNode;
