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
  const query = new URLSearchParams();
  if (filters.position !== undefined) query.set('position', String(filters.position));
  if (filters.location !== undefined) query.set('location', String(filters.location));
  if (filters.status !== undefined) query.set('status', filters.status);
  if (filters.unread) query.set('unread', '1');
  if (filters.archived) query.set('archived', '1');
  const text = query.toString();
  return text === '' ? INBOX_PATH : `${INBOX_PATH}?${text}`;
}
