import { useTranslation } from 'react-i18next';

/**
 * Under a paged table: "11–20 of 72" (announced politely) and, when there is more than one
 * page, previous / next buttons. `shown` is how many rows the page at `offset` holds. With no
 * `total` yet (loading) it is an empty line of the same height, so the count does not push what
 * follows when it arrives.
 */
export function ListPager({
  offset,
  shown,
  total,
  pageSize,
  onShow,
}: {
  readonly offset: number;
  readonly shown: number;
  readonly total: number | undefined;
  readonly pageSize: number;
  /** Shows the page at this offset. */
  readonly onShow: (offset: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="list-pager">
      <p aria-live="polite">
        {total !== undefined &&
          t('hiringDashboards.pager.range', { from: offset + 1, to: offset + shown, total })}
      </p>
      {total !== undefined && total > pageSize && (
        <div className="list-pager__buttons">
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={offset === 0}
            onClick={() => onShow(Math.max(0, offset - pageSize))}
          >
            {t('hiringDashboards.pager.previous')}
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={offset + shown >= total}
            onClick={() => onShow(offset + pageSize)}
          >
            {t('hiringDashboards.pager.next')}
          </button>
        </div>
      )}
    </div>
  );
}
