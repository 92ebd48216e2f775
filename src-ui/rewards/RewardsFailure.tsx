import { useTranslation } from 'react-i18next';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/** Server codes with their own sentence in `rewards.errors`. */
const KNOWN = new Set([
  'REWARDS.SERVICE_MISSING',
  'REWARDS.LEVEL_INACTIVE',
  'REWARDS.FORBIDDEN',
  'REWARDS.BUDGET_EXISTS',
  'REWARDS.BUDGET_NOT_FOUND',
  'REWARDS.NO_BUDGET',
  'REWARDS.BUDGET_EXHAUSTED',
  'REWARDS.GIVER_LIMIT_REACHED',
  'REWARDS.RECIPIENT_NOT_FOUND',
  'REWARDS.SELF_RECOGNITION',
  'REWARDS.INVALID_DATES',
  'REWARDS.RAFFLE_NOT_FOUND',
  'REWARDS.RAFFLE_NOT_OPEN',
  'REWARDS.RAFFLE_WRONG_STATUS',
  'REWARDS.RAFFLE_NOT_DRAWN',
  'REWARDS.INSUFFICIENT_POINTS',
  'REWARDS.RULE_NOT_FOUND',
  'REWARDS.RULE_NOT_EFFECTIVE',
  'REWARDS.RULE_CAP_REACHED',
  'REWARDS.PERSON_NOT_FOUND',
  'REWARDS.APPLICATION_NOT_FOUND',
  'REWARDS.SELF_REFERRAL',
  'REWARDS.SELF_GRANT',
  'REWARDS.RULE_POINTS_ABOVE_MAXIMUM',
  'REWARDS.INVALID_BIRTHDAY',
  'REWARDS.BIRTHDAY_REQUIRED',
  'BRAND.FORBIDDEN',
  'BRAND.NOT_FOUND',
  'BRAND.NOT_A_MEMBER',
]);

/** The sentence for a failed rewards call, in the user's language. */
export function useRewardsError(): (code: string | undefined) => string {
  const { t } = useTranslation();
  return (code) =>
    code !== undefined && KNOWN.has(code)
      ? t(`rewards.errors.${code.replace('.', '_')}`)
      : t('rewards.errors.generic');
}

/**
 * A failed read: the brand without the service says so and points to a demo (no retry helps);
 * anything else is the failure panel with a retry.
 */
export function RewardsFailure({
  code,
  onRetry,
}: {
  readonly code: string | undefined;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message = useRewardsError();
  if (code === 'REWARDS.SERVICE_MISSING' || code === 'REWARDS.LEVEL_INACTIVE') {
    return (
      <div className="panel rewards-panel rewards-unavailable" role="status">
        <h2>{t('rewards.unavailable.title')}</h2>
        <p>{message(code)}</p>
        <p>{t('rewards.unavailable.demo')}</p>
      </div>
    );
  }
  return <ReadFailure message={message(code)} onRetry={onRetry} />;
}

/** Table footer: "20 of 72" and the previous / next page buttons. */
export function Pager({
  offset,
  shown,
  total,
  pageSize,
  onPage,
}: {
  readonly offset: number;
  readonly shown: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (offset: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rewards-pager">
      <p className="rewards-pager__count">
        {t('rewards.table.count', { from: total === 0 ? 0 : offset + 1, to: offset + shown, total })}
      </p>
      <div className="rewards-pager__buttons">
        <button
          type="button"
          className="rewards-link-button"
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - pageSize))}
        >
          {t('rewards.table.previous')}
        </button>
        <button
          type="button"
          className="rewards-link-button"
          disabled={offset + shown >= total}
          onClick={() => onPage(offset + pageSize)}
        >
          {t('rewards.table.next')}
        </button>
      </div>
    </div>
  );
}

/**
 * Skeleton rows of a table while it loads, the size of the rows that will replace them; test id
 * `skeleton-row`, as the other tables' skeleton rows (SkeletonRows).
 */
export function SkeletonBody({ columns, rows = 3 }: { readonly columns: number; readonly rows?: number }) {
  return (
    <tbody aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="rewards-skeleton-row" data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className="rewards-skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
