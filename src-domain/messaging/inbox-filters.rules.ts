import { APPLICATION_STATUSES, type ApplicationStatus, type InboxFilters } from './messaging.model';

/**
 * The inbox filters as URL query parameters (the hiring dashboard links into these exact names):
 * `position=<id>&location=<id>&status=<STATUS>&unread=1&archived=1`.
 */
export const INBOX_QUERY = {
  position: 'position',
  location: 'location',
  status: 'status',
  unread: 'unread',
  archived: 'archived',
} as const;

function positiveId(value: string | null): number | undefined {
  if (value === null || !/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  return Number(value);
}

function isStatus(value: string | null): value is ApplicationStatus {
  return value !== null && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * Filters read from a query (`get` answers a parameter's value or null). Malformed values (a
 * non-numeric id, an unknown status, a flag other than "1" / "true") are ignored, never thrown.
 */
export function inboxFiltersFromQuery(get: (name: string) => string | null): InboxFilters {
  const status = get(INBOX_QUERY.status);
  const flag = (name: string) => {
    const value = get(name);
    return value === '1' || value === 'true';
  };
  const positionId = positiveId(get(INBOX_QUERY.position));
  const locationId = positiveId(get(INBOX_QUERY.location));
  return {
    ...(positionId === undefined ? {} : { positionId }),
    ...(locationId === undefined ? {} : { locationId }),
    ...(isStatus(status) ? { status } : {}),
    ...(flag(INBOX_QUERY.unread) ? { unreadOnly: true } : {}),
    ...(flag(INBOX_QUERY.archived) ? { includeArchived: true } : {}),
  };
}

/** The query parameters of `filters`, in a fixed order; "any" filters are left out. */
export function inboxQueryOf(filters: InboxFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.positionId !== undefined) entries.push([INBOX_QUERY.position, String(filters.positionId)]);
  if (filters.locationId !== undefined) entries.push([INBOX_QUERY.location, String(filters.locationId)]);
  if (filters.status !== undefined) entries.push([INBOX_QUERY.status, filters.status]);
  if (filters.unreadOnly) entries.push([INBOX_QUERY.unread, '1']);
  if (filters.includeArchived) entries.push([INBOX_QUERY.archived, '1']);
  return entries;
}

/** Whether two filter sets select the same applications. */
export function sameInboxFilters(a: InboxFilters, b: InboxFilters): boolean {
  return JSON.stringify(inboxQueryOf(a)) === JSON.stringify(inboxQueryOf(b));
}
