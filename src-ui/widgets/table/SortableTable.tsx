import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from './SkeletonRows';
import { nextSort, sortRows, type SortState } from './table-sort';

export interface TableColumn<T> {
  readonly key: string;
  /** Already translated header text. */
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  readonly sortValue?: (row: T) => string | number;
  /** Server-sorted mode (`onSort`): the column's header asks for an order by it. */
  readonly sortable?: boolean;
}

interface SortableTableProps<T> {
  /** The table's caption; or `labelledBy`, the id of a heading that already names it. */
  readonly caption?: string;
  readonly labelledBy?: string;
  /** The table's class (default `data-table`). */
  readonly className?: string;
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** Names a row for its expand button ('Show details of …'); needed with `details`. */
  readonly rowLabel?: (row: T) => string;
  /** Details shown under an expanded row; without it rows do not expand. */
  readonly details?: (row: T) => ReactNode;
  /** Shows skeleton rows instead of data and marks the table busy. */
  readonly loading?: boolean;
  readonly skeletonRows?: number;
  /**
   * Server-sorted mode: the rows come already in the order `sort` says, and a click on a
   * sortable column's header asks `onSort` for another (the caller reads the rows again).
   * Without it the table sorts the rows it has by their `sortValue`.
   */
  readonly sort?: SortState;
  readonly onSort?: (key: string) => void;
}

/**
 * A data table with sortable columns (header buttons, aria-sort) and rows that expand to show
 * details (a disclosure button per row). Sorting uses the active language's collation, or the
 * server's order (`onSort`).
 */
export function SortableTable<T>({
  caption,
  labelledBy,
  className = 'data-table',
  columns,
  rows,
  rowKey,
  rowLabel,
  details,
  loading = false,
  skeletonRows,
  sort: serverSort,
  onSort,
}: SortableTableProps<T>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [localSort, setSort] = useState<SortState | undefined>(undefined);
  const sort = onSort ? serverSort : localSort;
  const sortable = (column: TableColumn<T>) =>
    onSort ? column.sortable === true : column.sortValue !== undefined;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const collator = useMemo(() => new Intl.Collator(i18n.language, { numeric: true }), [i18n.language]);

  const sorted = useMemo(() => {
    if (onSort) return rows;
    const column = columns.find((candidate) => candidate.key === localSort?.key);
    return localSort && column?.sortValue
      ? sortRows(rows, column.sortValue, localSort.direction, collator)
      : rows;
  }, [rows, columns, localSort, onSort, collator]);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = columns.length + (details ? 1 : 0);

  return (
    <table className={className} aria-busy={loading || undefined} aria-labelledby={labelledBy}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {details && (
            <th scope="col" className="data-table__expand-header">
              <span className="visually-hidden">{t('widgets.table.details')}</span>
            </th>
          )}
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={sort?.key === column.key ? sort.direction : sortable(column) ? 'none' : undefined}
            >
              {sortable(column) ? (
                <button
                  type="button"
                  className="data-table__sort"
                  onClick={() => (onSort ? onSort(column.key) : setSort(nextSort(localSort, column.key)))}
                >
                  {column.header}
                  <span aria-hidden="true" className="data-table__sort-icon">
                    {sort?.key !== column.key ? '↕' : sort.direction === 'ascending' ? '↑' : '↓'}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <SkeletonRows columns={columnCount} rows={skeletonRows} />
        ) : (
          sorted.map((row) => {
            const key = rowKey(row);
            const isExpanded = expanded.has(key);
            const detailsId = `${id}-${key}`;
            return (
              <Fragment key={key}>
                <tr>
                  {details && (
                    <td>
                      <button
                        type="button"
                        className="data-table__expand"
                        aria-expanded={isExpanded}
                        aria-controls={isExpanded ? detailsId : undefined}
                        aria-label={t('widgets.table.showDetails', { row: rowLabel?.(row) ?? key })}
                        onClick={() => toggle(key)}
                      >
                        <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                      </button>
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key}>{column.cell(row)}</td>
                  ))}
                </tr>
                {details && isExpanded && (
                  <tr id={detailsId} className="data-table__details">
                    <td colSpan={columnCount}>{details(row)}</td>
                  </tr>
                )}
              </Fragment>
            );
          })
        )}
      </tbody>
    </table>
  );
}
