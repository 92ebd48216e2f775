/**
 * The manager's logbook (issue #36): what one shift tells the next, per location and day.
 * The type codes are the values of the LOGBOOK_ENTRY_TYPE permission condition.
 */
export const LOGBOOK_ENTRY_TYPES = [
  'GENERAL',
  'INCIDENT',
  'MAINTENANCE',
  'SALES_NOTE',
  'STAFFING',
  'CUSTOMER',
] as const;
export type LogbookEntryType = (typeof LOGBOOK_ENTRY_TYPES)[number];

/** Types that are followed up: they can be assigned and closed, and stay open until closed. */
export const FOLLOW_UP_TYPES: readonly LogbookEntryType[] = ['INCIDENT', 'MAINTENANCE'];

/** The shift an entry belongs to (optional). */
export const LOGBOOK_SHIFTS = ['OPENING', 'MID', 'CLOSING'] as const;
export type LogbookShift = (typeof LOGBOOK_SHIFTS)[number];

/** Reading a type needs VIEW_LOGBOOK; writing (create, edit, delete, assign, close, comment) WRITE_LOGBOOK. */
export const VIEW_LOGBOOK = 'VIEW_LOGBOOK';
export const WRITE_LOGBOOK = 'WRITE_LOGBOOK';

/** Bounds of the text fields, in characters (UTF-16 code units), checked on the form and the server. */
export const LOGBOOK_LIMITS = { titleMax: 120, bodyMax: 4000, commentMax: 1000, searchMax: 100 } as const;

export interface LogbookPerson {
  readonly id: string;
  readonly name: string;
}

/** A member of a location's team and the entry types they read there. */
export interface LogbookTeamMember extends LogbookPerson {
  readonly readableTypes: readonly LogbookEntryType[];
}

/** Follow-up of an INCIDENT or MAINTENANCE entry. */
export interface LogbookFollowUp {
  readonly status: 'OPEN' | 'CLOSED';
  readonly assignee: LogbookPerson | undefined;
  /** ISO instant; undefined while open. */
  readonly closedAt: string | undefined;
}

/** A photo or PDF of an entry. */
export interface LogbookAttachment {
  readonly id: number;
  /** As uploaded: shown as text. */
  readonly name: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  /** Where the bytes are read, for a few minutes after the entry was read (a signed link). */
  readonly url: string;
}

export interface LogbookEntry {
  readonly id: number;
  readonly locationId: number;
  readonly locationName: string;
  /** ISO date (yyyy-MM-dd) of the day the entry belongs to. */
  readonly date: string;
  readonly type: LogbookEntryType;
  readonly title: string;
  /** The body in the logbook's markdown subset (logbook-body.rules.ts). */
  readonly body: string;
  readonly shift: LogbookShift | undefined;
  readonly author: LogbookPerson;
  /** ISO instants. */
  readonly createdAt: string;
  readonly editedAt: string | undefined;
  /** 1 on creation, +1 per edit; an edit sends the version it started from. */
  readonly version: number;
  /** Undefined for types that are not followed up. */
  readonly followUp: LogbookFollowUp | undefined;
  readonly commentCount: number;
  readonly attachments: readonly LogbookAttachment[];
}

export interface LogbookComment {
  readonly id: number;
  readonly author: LogbookPerson;
  readonly body: string;
  readonly createdAt: string;
}

export interface LogbookVersion {
  readonly version: number;
  readonly type: LogbookEntryType;
  readonly title: string;
  readonly body: string;
  readonly editedBy: LogbookPerson;
  readonly editedAt: string;
}

/** One entry with its history and discussion. */
export interface LogbookEntryDetail {
  readonly entry: LogbookEntry;
  readonly versions: readonly LogbookVersion[];
  readonly comments: readonly LogbookComment[];
}

/** Which rows of a paged list to read: `limit` rows from `offset` (0: the first page). */
export interface LogbookPageRequest {
  readonly offset: number;
  readonly limit: number;
}

/** One page of a longer list: its rows, where it starts, its size, and how many rows there are in all. */
export interface LogbookPage<T> {
  readonly items: readonly T[];
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
}

/** Entries of a day's page, and search results of a page, by default (the server bounds both). */
export const LOGBOOK_PAGE_SIZES = { day: 50, search: 20 } as const;

/** The day view of one location: one page of the day's entries and the open items of earlier days. */
export interface LogbookDay {
  readonly date: string;
  readonly locationId: number;
  /** The page of the day's entries (oldest first) that pass the filter, and how many pass in all. */
  readonly entries: readonly LogbookEntry[];
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
  /** Open INCIDENT / MAINTENANCE entries of earlier days passing the filter, oldest first (at most 200, on every page, not in `total`). */
  readonly carriedOver: readonly LogbookEntry[];
  /** The types the caller reads / writes here (the permission conditions). */
  readonly readableTypes: readonly LogbookEntryType[];
  readonly writableTypes: readonly LogbookEntryType[];
  /** The location's team: authors to filter by, people to assign (only those who read the entry's type). */
  readonly team: readonly LogbookTeamMember[];
}

/** Counts of one location and day, per type (only the types the caller reads). */
export interface LogbookWeekCell {
  readonly locationId: number;
  readonly date: string;
  readonly type: LogbookEntryType;
  readonly count: number;
}

export interface LogbookWeek {
  /** The Monday and the Sunday, ISO dates. */
  readonly from: string;
  readonly to: string;
  /** The locations below the brand where the caller reads the logbook, with the types read there. */
  readonly locations: readonly {
    readonly id: number;
    readonly name: string;
    readonly readableTypes: readonly LogbookEntryType[];
  }[];
  readonly cells: readonly LogbookWeekCell[];
}

/** True when `value` is one of the type codes. */
export function isLogbookEntryType(value: string): value is LogbookEntryType {
  return (LOGBOOK_ENTRY_TYPES as readonly string[]).includes(value);
}
