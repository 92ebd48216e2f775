import { token } from '../shared/token';
import type {
  LogbookComment,
  LogbookDay,
  LogbookEntry,
  LogbookEntryDetail,
  LogbookEntryType,
  LogbookPage,
  LogbookPageRequest,
  LogbookShift,
  LogbookWeek,
} from './logbook.model';
import type { LogbookDayFilter } from './logbook-day.rules';

/** The text of an entry as written on the form. */
export interface LogbookDraft {
  readonly type: LogbookEntryType;
  readonly title: string;
  readonly body: string;
  readonly shift: LogbookShift | undefined;
  /** Uploads (upload()) to attach: on creation with the entry, on an edit after it. */
  readonly attachmentIds?: readonly string[];
}

/** A file as a browser gives it (a `File`), without naming the DOM type. */
export interface LogbookFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly type: string;
  slice(start?: number, end?: number, contentType?: string): unknown;
}

/**
 * The logbook area (issue #36). Every call names a location (or, for week and search, a brand
 * whose subtree is read) the caller can see. Rejects with a `GatewayError` carrying a LOGBOOK.*
 * or BRAND.* code (403 LOGBOOK.READ_FORBIDDEN / WRITE_FORBIDDEN, 404 LOGBOOK.ENTRY_NOT_FOUND,
 * 409 LOGBOOK.STALE_VERSION, 400 LOGBOOK.TITLE_EMPTY …). Dates are ISO yyyy-MM-dd.
 */
export interface LogbookApiPort {
  /** One page of the day's entries passing `filter` (which the carried-over items pass too). */
  day(
    locationId: number,
    date: string,
    filter: LogbookDayFilter,
    page: LogbookPageRequest,
  ): Promise<LogbookDay>;
  entry(locationId: number, entryId: number): Promise<LogbookEntryDetail>;
  create(locationId: number, date: string, draft: LogbookDraft): Promise<LogbookEntry>;
  /** `version`: the entry's version the edit started from. */
  edit(locationId: number, entryId: number, version: number, draft: LogbookDraft): Promise<LogbookEntry>;
  remove(locationId: number, entryId: number): Promise<void>;
  /** Assigns (undefined: nobody) and opens or closes an INCIDENT / MAINTENANCE entry. */
  followUp(
    locationId: number,
    entryId: number,
    status: 'OPEN' | 'CLOSED',
    assigneeId: string | undefined,
  ): Promise<LogbookEntry>;
  comment(
    locationId: number,
    entryId: number,
    body: string,
  ): Promise<{ readonly entry: LogbookEntry; readonly comments: readonly LogbookComment[] }>;
  /**
   * Uploads a photo or PDF for the location (signed URL, then the bytes); resolves the upload's
   * id to attach within the hour. Rejects with UPLOAD.* / LOGBOOK.FILE_TYPE codes.
   */
  upload(locationId: number, file: LogbookFile): Promise<string>;
  /** Attaches uploads to an entry (WRITE_LOGBOOK for its type). */
  attach(locationId: number, entryId: number, uploadIds: readonly string[]): Promise<LogbookEntry>;
  /** Counts over the ISO week holding `date` below `brandId`. */
  week(brandId: number, date: string): Promise<LogbookWeek>;
  /** One page of the entries below `brandId` matching every word of `query` (newest day first), and how many match. */
  search(brandId: number, query: string, page: LogbookPageRequest): Promise<LogbookPage<LogbookEntry>>;
}
export const LogbookApiPort = token<LogbookApiPort>('domain.logbook-api');
