import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';

export interface TablePagerProps {
  /** The id a table's `aria-describedby` names: the range line ("21–40 of 75"). */
  readonly id: string;
  readonly offset: number;
  /** Rows shown on this page. */
  readonly shown: number;
  readonly total: number;
  readonly pageSize: number;
  /** Asks for the page at `offset`. */
  readonly onPage: (offset: number) => void;
  /** Reads the current page again. */
  readonly onRefresh: () => void;
}

/**
 * Under a paged table: which rows are shown of how many (announced politely), Previous / Next when
 * there is more than one page, and Refresh.
 */
export function TablePager({ id, offset, shown, total, pageSize, onPage, onRefresh }: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <div className="table-pager">
      <p id={id} aria-live="polite">
        {total > 0 && t('widgets.pager.range', { from: offset + 1, to: offset + shown, total })}
      </p>
      <div className="table-pager__buttons">
        {total > pageSize && (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={offset === 0}
              onClick={() => onPage(Math.max(0, offset - pageSize))}
            >
              {t('widgets.pager.previous')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={offset + shown >= total}
              onClick={() => onPage(offset + pageSize)}
            >
              {t('widgets.pager.next')}
            </Button>
          </>
        )}
        <Button size="sm" variant="secondary" onClick={onRefresh}>
          {t('widgets.pager.refresh')}
        </Button>
      </div>
    </div>
  );
}
