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
}

interface SortableTableProps<T> {
  readonly caption: string;
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** Names a row for its expand button ('Show details of …'). */
  readonly rowLabel: (row: T) => string;
  /** Details shown under an expanded row; without it rows do not expand. */
  readonly details?: (row: T) => ReactNode;
  /** Shows skeleton rows instead of data and marks the table busy. */
  readonly loading?: boolean;
  readonly skeletonRows?: number;
}

/**
 * A data table with sortable columns (header buttons, aria-sort) and rows that expand to show
 * details (a disclosure button per row). Sorting uses the active language's collation.
 */
export function SortableTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  details,
  loading = false,
  skeletonRows,
}: SortableTableProps<T>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const collator = useMemo(() => new Intl.Collator(i18n.language, { numeric: true }), [i18n.language]);

  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.key);
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction, collator) : rows;
  }, [rows, columns, sort, collator]);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = columns.length + (details ? 1 : 0);

  return (
    <table className="data-table" aria-busy={loading || undefined}>
      <caption>{caption}</caption>
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
              aria-sort={sort?.key === column.key ? sort.direction : column.sortValue ? 'none' : undefined}
            >
              {column.sortValue ? (
                <button
                  type="button"
                  className="data-table__sort"
                  onClick={() => setSort(nextSort(sort, column.key))}
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
                        aria-label={t('widgets.table.showDetails', { row: rowLabel(row) })}
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
