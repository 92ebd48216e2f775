import type { LogbookApiPort, LogbookDraft, LogbookFile } from '../../src-domain/logbook/logbook-api.port';
import type {
  LogbookComment,
  LogbookDay,
  LogbookEntry,
  LogbookEntryDetail,
  LogbookPage,
  LogbookPageRequest,
  LogbookVersion,
  LogbookWeek,
} from '../../src-domain/logbook/logbook.model';
import { filterLogbookEntries, type LogbookDayFilter } from '../../src-domain/logbook/logbook-day.rules';

/** An entry with defaults, for tests. */
export function logbookEntry(fields: Partial<LogbookEntry> = {}): LogbookEntry {
  return {
    id: 1,
    locationId: 7,
    locationName: 'Downtown',
    date: '2025-01-15',
    type: 'GENERAL',
    title: 'Note',
    body: '',
    shift: undefined,
    author: { id: 'u1', name: 'Ann' },
    createdAt: '2025-01-15T09:00:00.000Z',
    editedAt: undefined,
    version: 1,
    followUp: undefined,
    commentCount: 0,
    attachments: [],
    ...fields,
  };
}

/**
 * In-memory LogbookApiPort: one location's entries, the types read and written, and the calls
 * made. `failNext` makes the next call reject with that error.
 */
export class FakeLogbookApi implements LogbookApiPort {
  entries: LogbookEntry[] = [];
  comments = new Map<number, LogbookComment[]>();
  /** The versions `entry` answers per entry id (newest first); none by default. */
  versions = new Map<number, LogbookVersion[]>();
  readableTypes: LogbookDay['readableTypes'] = ['GENERAL', 'INCIDENT'];
  writableTypes: LogbookDay['writableTypes'] = ['GENERAL', 'INCIDENT'];
  calls: string[] = [];
  failNext: Error | undefined;
  private nextId = 100;

  private check(call: string): void {
    this.calls.push(call);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
  }

  /** Records `day <location> <date>`, then ` +<offset>` past the first page and ` type=` / ` author=` when filtered. */
  async day(
    locationId: number,
    date: string,
    filter: LogbookDayFilter,
    page: LogbookPageRequest,
  ): Promise<LogbookDay> {
    this.check(
      `day ${locationId} ${date}${page.offset > 0 ? ` +${page.offset}` : ''}${filter.type ? ` type=${filter.type}` : ''}${filter.authorId ? ` author=${filter.authorId}` : ''}`,
    );
    const readable = filterLogbookEntries(
      this.entries.filter((entry) => this.readableTypes.includes(entry.type)),
      filter,
    );
    const today = readable.filter((entry) => entry.date === date);
    return {
      date,
      locationId,
      entries: today.slice(page.offset, page.offset + page.limit),
      offset: page.offset,
      limit: page.limit,
      total: today.length,
      carriedOver: readable.filter((entry) => entry.date < date && entry.followUp?.status === 'OPEN'),
      readableTypes: this.readableTypes,
      writableTypes: this.writableTypes,
      team: [{ id: 'u1', name: 'Ann', readableTypes: this.readableTypes }],
    };
  }

  async entry(_locationId: number, entryId: number): Promise<LogbookEntryDetail> {
    this.check(`entry ${entryId}`);
    const entry = this.entries.find((item) => item.id === entryId);
    if (!entry) throw new Error('missing');
    return { entry, versions: this.versions.get(entryId) ?? [], comments: this.comments.get(entryId) ?? [] };
  }

  async create(locationId: number, date: string, draft: LogbookDraft): Promise<LogbookEntry> {
    this.check(
      `create ${draft.type} ${draft.title}${(draft.attachmentIds ?? []).map((id) => ` +${id}`).join('')}`,
    );
    const { attachmentIds, ...text } = draft;
    const entry = logbookEntry({
      id: this.nextId++,
      locationId,
      date,
      ...text,
      attachments: (attachmentIds ?? []).map((id) => this.attachment(id)),
    });
    this.entries.push(entry);
    return entry;
  }

  async edit(
    _locationId: number,
    entryId: number,
    version: number,
    draft: LogbookDraft,
  ): Promise<LogbookEntry> {
    this.check(`edit ${entryId} v${version}`);
    const { attachmentIds: _ignored, ...text } = draft;
    const entry = logbookEntry({
      ...this.entries.find((item) => item.id === entryId),
      ...text,
      version: version + 1,
    });
    this.entries = this.entries.map((item) => (item.id === entryId ? entry : item));
    return entry;
  }

  async remove(_locationId: number, entryId: number): Promise<void> {
    this.check(`remove ${entryId}`);
    this.entries = this.entries.filter((item) => item.id !== entryId);
  }

  async followUp(
    _locationId: number,
    entryId: number,
    status: 'OPEN' | 'CLOSED',
    assigneeId: string | undefined,
  ): Promise<LogbookEntry> {
    this.check(`followUp ${entryId} ${status} ${assigneeId ?? '-'}`);
    const entry = logbookEntry({
      ...this.entries.find((item) => item.id === entryId),
      followUp: {
        status,
        assignee: assigneeId ? { id: assigneeId, name: assigneeId } : undefined,
        closedAt: status === 'CLOSED' ? '2025-01-15T12:00:00Z' : undefined,
      },
    });
    this.entries = this.entries.map((item) => (item.id === entryId ? entry : item));
    return entry;
  }

  async comment(_locationId: number, entryId: number, body: string) {
    this.check(`comment ${entryId}`);
    const list = [
      ...(this.comments.get(entryId) ?? []),
      { id: this.nextId++, author: { id: 'u1', name: 'Ann' }, body, createdAt: '' },
    ];
    this.comments.set(entryId, list);
    const entry = logbookEntry({
      ...this.entries.find((item) => item.id === entryId),
      commentCount: list.length,
    });
    return { entry, comments: list };
  }

  /** Uploads made, by id; `uploadFails` makes uploads of that file name reject with it. */
  uploads = new Map<string, LogbookFile>();
  uploadFails = new Map<string, Error>();
  /** Resolves the upload of each file only when released (uploads then show as pending). */
  holdUploads = false;
  private held: (() => void)[] = [];

  releaseUploads(): void {
    for (const release of this.held.splice(0)) release();
  }

  async upload(_locationId: number, file: LogbookFile): Promise<string> {
    this.check(`upload ${file.name}`);
    if (this.holdUploads) await new Promise<void>((resolve) => this.held.push(resolve));
    const failure = this.uploadFails.get(file.name);
    if (failure) throw failure;
    const id = `up-${this.uploads.size + 1}`;
    this.uploads.set(id, file);
    return id;
  }

  async attach(_locationId: number, entryId: number, uploadIds: readonly string[]): Promise<LogbookEntry> {
    this.check(`attach ${entryId} ${uploadIds.join(',')}`);
    const before = this.entries.find((item) => item.id === entryId);
    const entry = logbookEntry({
      ...before,
      attachments: [...(before?.attachments ?? []), ...uploadIds.map((id) => this.attachment(id))],
    });
    this.entries = this.entries.map((item) => (item.id === entryId ? entry : item));
    return entry;
  }

  private attachment(uploadId: string) {
    const file = this.uploads.get(uploadId);
    return {
      id: this.nextId++,
      name: file?.name ?? uploadId,
      contentType: file?.type ?? 'image/jpeg',
      sizeBytes: file?.size ?? 1,
      url: `/files/${uploadId}`,
    };
  }

  async week(brandId: number, date: string): Promise<LogbookWeek> {
    this.check(`week ${brandId} ${date}`);
    return { from: date, to: date, locations: [], cells: [] };
  }

  /** Records `search <brand> <query>`, then ` +<offset>` past the first page. */
  async search(brandId: number, query: string, page: LogbookPageRequest): Promise<LogbookPage<LogbookEntry>> {
    this.check(`search ${brandId} ${query}${page.offset > 0 ? ` +${page.offset}` : ''}`);
    const found = this.entries.filter((entry) => entry.title.includes(query));
    return { items: found.slice(page.offset, page.offset + page.limit), ...page, total: found.length };
  }
}
