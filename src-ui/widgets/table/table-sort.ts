export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  readonly key: string;
  readonly direction: SortDirection;
}

/** The sort after clicking column `key`: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * A sorted copy of `rows` by `value` (numbers numerically, texts by `collator`), stable for
 * equal values; the input is left untouched.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number,
  direction: SortDirection,
  collator: Intl.Collator,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
