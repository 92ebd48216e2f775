import { APPLICATION_STATUSES, type ApplicationStatus } from '../messaging/messaging.model';

/** The hiring dashboard's filter of recent applications: one position and / or one status. */
export interface ApplicationsFilter {
  readonly position?: number;
  readonly status?: ApplicationStatus;
}

/** How many user-and-brand choices a stored key keeps (the most recent win). */
export const STORED_FILTER_LIMIT = 20;

/** Whose choice: the signed-in user in one brand. */
export interface FilterOwner {
  readonly userId: string;
  readonly brandId: number;
}

const ownerKey = (owner: FilterOwner) => `${owner.userId}:${owner.brandId}`;

/** The stored text as a map of owner to value; anything unreadable is an empty map. */
function parseMap(stored: string | undefined): Record<string, unknown> {
  if (stored === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The position `owner` chose, read from the text kept under h_dashboard_selected_job_filter. */
export function storedPosition(stored: string | undefined, owner: FilterOwner): number | undefined {
  const value = parseMap(stored)[ownerKey(owner)];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The status `owner` chose, read from the text kept under h_hiring_dashboard_selected_job_status. */
export function storedStatus(stored: string | undefined, owner: FilterOwner): ApplicationStatus | undefined {
  const value = parseMap(stored)[ownerKey(owner)];
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value)
    ? (value as ApplicationStatus)
    : undefined;
}

/**
 * The stored text with `owner`'s choice set (`undefined`: removed), other owners' choices kept,
 * the latest last and at most STORED_FILTER_LIMIT of them.
 */
export function withStoredChoice(
  stored: string | undefined,
  owner: FilterOwner,
  value: number | ApplicationStatus | undefined,
): string {
  const key = ownerKey(owner);
  const entries = Object.entries(parseMap(stored)).filter(([other]) => other !== key);
  if (value !== undefined) entries.push([key, value]);
  return JSON.stringify(Object.fromEntries(entries.slice(-STORED_FILTER_LIMIT)));
}
