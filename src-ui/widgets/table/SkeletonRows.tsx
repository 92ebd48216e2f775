/** Rows shown while a table loads (spec 001 §2), unless told otherwise. */
export const SKELETON_ROW_COUNT = 5;

/**
 * Grey placeholder rows for a loading table body: `rows` (default 5) × `columns` cells. Hidden from
 * assistive technology: the table says it is busy (aria-busy) and a status says 'Loading…'.
 */
export function SkeletonRows({
  columns,
  rows = SKELETON_ROW_COUNT,
}: {
  readonly columns: number;
  readonly rows?: number;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_unused, row) => (
        <tr key={row} className="skeleton-row" aria-hidden="true" data-testid="skeleton-row">
          {Array.from({ length: columns }, (_cell, column) => (
            <td key={column}>
              <span className="skeleton-row__bar" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
