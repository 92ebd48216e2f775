/** The employer inbox's path (built by the hiring workspace, issue #13). */
export const INBOX_PATH = '/hiring/applications';

/** Filters of the employer inbox, as its URL carries them. */
export interface InboxFilters {
  readonly position?: number;
  readonly location?: number;
  readonly status?: string;
  readonly unread?: boolean;
  readonly archived?: boolean;
}

/**
 * The inbox URL with `filters` in its query (`?position=&location=&status=&unread=1&archived=1`),
 * the way the inbox reads them; no filters: the bare inbox.
 */
export function inboxLink(filters: InboxFilters = {}): string {
  const pairs: [string, string][] = [];
  if (filters.position !== undefined) pairs.push(['position', String(filters.position)]);
  if (filters.location !== undefined) pairs.push(['location', String(filters.location)]);
  if (filters.status !== undefined) pairs.push(['status', filters.status]);
  if (filters.unread) pairs.push(['unread', '1']);
  if (filters.archived) pairs.push(['archived', '1']);
  const text = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return text === '' ? INBOX_PATH : `${INBOX_PATH}?${text}`;
}
