import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import {
  LogbookApiPort,
  type LogbookDraft,
  type LogbookFile,
} from '../../src-domain/logbook/logbook-api.port';
import { areLogbookLinksStale } from '../../src-domain/logbook/logbook-attachments.rules';
import {
  logbookFileProblem,
  logbookEntryProblem,
  logbookCommentProblem,
  logbookToday,
  shiftLogbookDate,
  withMention,
  type LogbookDayFilter,
} from '../../src-domain/index';
import type {
  LogbookComment,
  LogbookDay,
  LogbookEntry,
  LogbookEntryType,
  LogbookPerson,
  LogbookVersion,
} from '../../src-domain/logbook/logbook.model';
import { LOGBOOK_LIMITS, LOGBOOK_PAGE_SIZES } from '../../src-domain/logbook/logbook.model';
import { ClockPort } from '../../src-domain/time/clock.port';

/** A read: loading (skeleton), ready, or failed with the server's code (retry). */
export type LogbookLoadable<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** A file chosen on the form: uploading at once, then ready to attach (or failed, with its code). */
export interface LogbookFormFile {
  /** Unique within the form. */
  readonly key: number;
  readonly name: string;
  readonly type: string;
  readonly state: 'uploading' | 'ready' | 'failed';
  readonly uploadId: string | undefined;
  readonly error: string | undefined;
}

/** The form of a new or edited entry; kept as typed when saving fails. */
export interface LogbookForm {
  /** Undefined for a new entry. */
  readonly entry: LogbookEntry | undefined;
  readonly draft: LogbookDraft;
  /** Files chosen on this form (an edited entry's earlier files are on the entry). */
  readonly files: readonly LogbookFormFile[];
  readonly saving: boolean;
  /** The LOGBOOK.* (or other) code of the last failure, shown beside the form. */
  readonly error: string | undefined;
}

const codeOf = (error: unknown): string | undefined =>
  error instanceof GatewayError ? (error.serverCode ?? error.code) : undefined;

/**
 * The day view of one location (issue #36): a page of the day's entries and the carried-over open
 * items, filters by type and author (read by the server, kept across pages and days; a new filter
 * starts at the first page), previous / next day, the entry form, follow-up and comments.
 * Never rejects: failures are kept as codes for the view.
 */
@injectable()
export class LogbookDayStore {
  locationId: number | undefined = undefined;
  date = '';
  day: LogbookLoadable<LogbookDay> = { kind: 'loading' };
  filter: LogbookDayFilter = {};
  /** Where the shown page of the day's entries starts. */
  offset = 0;
  readonly pageSize: number = LOGBOOK_PAGE_SIZES.day;
  /** A page or a filter is being read while the previous page stays shown. */
  paging = false;
  form: LogbookForm | undefined = undefined;
  /** Comments of the entries whose discussion is open, by entry id. */
  comments = new Map<number, LogbookLoadable<readonly LogbookComment[]>>();
  /** The entry whose versions the history dialog shows (newest first); undefined while closed. */
  history:
    | { readonly entry: LogbookEntry; readonly versions: LogbookLoadable<readonly LogbookVersion[]> }
    | undefined = undefined;
  /** The code of the last failed follow-up, delete or comment, by entry id. */
  actionErrors = new Map<number, string | undefined>();
  private nextFileKey = 1;
  /** When the shown day's attachment links were signed (the read's start, epoch ms). */
  private linksReadAt = 0;
  /** The re-read of links under way, shared by every file that asks meanwhile. */
  private linksRead: Promise<void> | undefined = undefined;

  constructor(
    @inject(LogbookApiPort) private readonly api: LogbookApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<LogbookDayStore, 'api' | 'clock' | 'linksReadAt' | 'linksRead'>(this, {
      api: false,
      clock: false,
      linksReadAt: false,
      linksRead: false,
    });
  }

  get today(): string {
    return logbookToday(this.clock.now());
  }

  /** The shown page of the day's entries that pass the filters. */
  get shownEntries(): readonly LogbookEntry[] {
    return this.day.kind === 'ready' ? this.day.value.entries : [];
  }

  get shownCarriedOver(): readonly LogbookEntry[] {
    return this.day.kind === 'ready' ? this.day.value.carriedOver : [];
  }

  /** Opens a location's day (today when `date` is undefined) at its first page; the filters stay. */
  async open(locationId: number, date: string | undefined): Promise<void> {
    const target = date ?? this.today;
    if (this.locationId === locationId && this.date === target && this.day.kind === 'ready') return;
    // Another location has another team: an author filter would name a stranger.
    if (this.locationId !== locationId) this.filter = { ...this.filter, authorId: undefined };
    this.locationId = locationId;
    this.date = target;
    this.offset = 0;
    this.form = undefined;
    await this.load();
  }

  /**
   * Shows the page of the day's entries at `offset` with the same filters. What is shown stays
   * (with `paging` true) until the page comes, so the filters and the pager keep the focus.
   */
  async showPage(offset: number): Promise<void> {
    this.offset = Math.max(0, offset);
    if (this.day.kind !== 'ready') return this.load();
    this.paging = true;
    await this.fetch(true);
    runInAction(() => (this.paging = false));
  }

  /** Reads the shown page again, showing it loading. */
  async load(): Promise<void> {
    if (this.locationId === undefined) return;
    this.day = { kind: 'loading' };
    await this.fetch(true);
  }

  /**
   * Reads the shown page again without showing it loading (a live notice or the safety poll): the
   * list and an open form stay as they are meanwhile, and a failed read keeps what is shown.
   */
  async refresh(): Promise<void> {
    if (this.day.kind === 'ready') await this.fetch(false);
  }

  /** Reads the page asked for; an answer no longer asked for (another open, page or filter since) is dropped. */
  private async fetch(failureShows: boolean): Promise<void> {
    const { locationId, date, offset, filter } = this;
    if (locationId === undefined) return;
    const readAt = this.clock.now();
    const asked = () =>
      this.locationId === locationId &&
      this.date === date &&
      this.offset === offset &&
      this.filter === filter;
    try {
      const value = await this.api.day(locationId, date, filter, { offset, limit: this.pageSize });
      // The page emptied under us (entries deleted): the last page that holds some is shown.
      if (value.entries.length === 0 && value.total > 0 && asked())
        return this.showPage(Math.floor((value.total - 1) / this.pageSize) * this.pageSize);
      runInAction(() => {
        if (!asked()) return;
        this.day = { kind: 'ready', value };
        this.linksReadAt = readAt;
      });
    } catch (error) {
      runInAction(() => {
        if (asked() && failureShows) this.day = { kind: 'failed', code: codeOf(error) };
      });
    }
  }

  /** The date `days` away from the one shown. */
  dateAfter(days: number): string {
    return shiftLogbookDate(this.date, days);
  }

  /** Filters by type (undefined: every type the caller reads) from the first page. */
  async setTypeFilter(type: LogbookEntryType | undefined): Promise<void> {
    this.filter = { ...this.filter, type };
    await this.showPage(0);
  }

  /** Filters by author (undefined: anyone) from the first page. */
  async setAuthorFilter(authorId: string | undefined): Promise<void> {
    this.filter = { ...this.filter, authorId };
    await this.showPage(0);
  }

  startNew(): void {
    const writable = this.day.kind === 'ready' ? this.day.value.writableTypes : [];
    const type = writable.includes('GENERAL') ? 'GENERAL' : writable[0];
    if (!type) return;
    this.form = {
      entry: undefined,
      draft: { type, title: '', body: '', shift: undefined },
      files: [],
      saving: false,
      error: undefined,
    };
  }

  startEdit(entry: LogbookEntry): void {
    this.form = {
      entry,
      draft: { type: entry.type, title: entry.title, body: entry.body, shift: entry.shift },
      files: [],
      saving: false,
      error: undefined,
    };
  }

  change(draft: Partial<LogbookDraft>): void {
    if (this.form) this.form = { ...this.form, draft: { ...this.form.draft, ...draft } };
  }

  /** Appends a mention of `person` (of the location's team) to the form's text. */
  mention(person: LogbookPerson): void {
    if (this.form)
      this.change({ body: withMention(this.form.draft.body, person.name, LOGBOOK_LIMITS.bodyMax) });
  }

  cancelForm(): void {
    this.form = undefined;
  }

  /**
   * Adds chosen files to the form and uploads each at once; a file the rules refuse (type, count)
   * is listed as failed with its code, and so is one the server refuses.
   */
  addFiles(files: readonly LogbookFile[]): void {
    const locationId = this.locationId;
    if (!this.form || locationId === undefined) return;
    for (const file of files) {
      const form: LogbookForm = this.form;
      const held =
        (form.entry?.attachments.length ?? 0) + form.files.filter((f) => f.state !== 'failed').length;
      const problem = logbookFileProblem(file, held);
      const key = this.nextFileKey++;
      this.form = {
        ...form,
        files: [
          ...form.files,
          {
            key,
            name: file.name,
            type: file.type,
            state: problem ? 'failed' : 'uploading',
            uploadId: undefined,
            error: problem,
          },
        ],
      };
      if (!problem) void this.upload(locationId, key, file);
    }
  }

  /**
   * Whether the shown day's attachment links are too old to open (areLogbookLinksStale): the
   * server refuses them (403) from 5 minutes after the read.
   */
  linksStale(): boolean {
    return areLogbookLinksStale(this.linksReadAt, this.clock.now());
  }

  /**
   * The link to open file `fileId` of entry `entryId` by: the one shown while it is young, else
   * the one of a new read of the day (refresh), which renews every link shown. Undefined when the
   * file is no longer shown; a failed read answers the link shown (the view keeps working).
   */
  async freshFileUrl(entryId: number, fileId: number): Promise<string | undefined> {
    if (this.linksStale()) await this.renewLinks();
    if (this.day.kind !== 'ready') return undefined;
    const entry = [...this.day.value.entries, ...this.day.value.carriedOver].find(
      (item) => item.id === entryId,
    );
    return entry?.attachments.find((file) => file.id === fileId)?.url;
  }

  /**
   * A shown file failed to load (a thumbnail's 403): reads the day again when its links are old,
   * else nothing — a file that fails by fresh links is not renewed again, so there is no loop.
   */
  async fileBroken(): Promise<void> {
    if (this.linksStale()) await this.renewLinks();
  }

  private renewLinks(): Promise<void> {
    this.linksRead ??= this.refresh().finally(() => (this.linksRead = undefined));
    return this.linksRead;
  }

  /** Takes a chosen file off the form (it is then not attached). */
  removeFile(key: number): void {
    if (this.form) this.form = { ...this.form, files: this.form.files.filter((file) => file.key !== key) };
  }

  private async upload(locationId: number, key: number, file: LogbookFile): Promise<void> {
    const settle = (fields: Partial<LogbookFormFile>) =>
      runInAction(() => {
        if (this.form)
          this.form = {
            ...this.form,
            files: this.form.files.map((item) => (item.key === key ? { ...item, ...fields } : item)),
          };
      });
    try {
      const uploadId = await this.api.upload(locationId, file);
      settle({ state: 'ready', uploadId });
    } catch (error) {
      settle({ state: 'failed', error: codeOf(error) ?? 'LOGBOOK.UPLOAD_FAILED' });
    }
  }

  /** Saves the form; on failure keeps every typed character and the code. True when saved. */
  async save(): Promise<boolean> {
    const form = this.form;
    const locationId = this.locationId;
    if (!form || locationId === undefined || form.saving) return false;
    const problem = logbookEntryProblem(form.draft.title, form.draft.body);
    if (problem) {
      this.form = { ...form, error: problem };
      return false;
    }
    if (form.files.some((file) => file.state === 'uploading')) {
      this.form = { ...form, error: 'LOGBOOK.UPLOADS_PENDING' };
      return false;
    }
    const attachmentIds = form.files.flatMap((file) => (file.uploadId ? [file.uploadId] : []));
    this.form = { ...form, saving: true, error: undefined };
    try {
      if (form.entry) {
        await this.api.edit(locationId, form.entry.id, form.entry.version, form.draft);
        if (attachmentIds.length > 0) await this.api.attach(locationId, form.entry.id, attachmentIds);
      } else await this.api.create(locationId, this.date, { ...form.draft, attachmentIds });
      runInAction(() => (this.form = undefined));
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => {
        if (this.form)
          this.form = { ...this.form, saving: false, error: codeOf(error) ?? 'LOGBOOK.SAVE_FAILED' };
      });
      return false;
    }
  }

  /** Assigns and opens / closes an INCIDENT or MAINTENANCE entry, then reloads the day. */
  async followUp(
    entry: LogbookEntry,
    status: 'OPEN' | 'CLOSED',
    assigneeId: string | undefined,
  ): Promise<void> {
    await this.act(entry.id, () => this.api.followUp(entry.locationId, entry.id, status, assigneeId));
  }

  async remove(entry: LogbookEntry): Promise<void> {
    await this.act(entry.id, () => this.api.remove(entry.locationId, entry.id));
  }

  /** Opens the history dialog of `entry` and loads its versions (newest first). */
  async openHistory(entry: LogbookEntry): Promise<void> {
    this.history = { entry, versions: { kind: 'loading' } };
    try {
      const detail = await this.api.entry(entry.locationId, entry.id);
      runInAction(() => {
        if (this.history?.entry.id === entry.id)
          this.history = { entry, versions: { kind: 'ready', value: detail.versions } };
      });
    } catch (error) {
      runInAction(() => {
        if (this.history?.entry.id === entry.id)
          this.history = { entry, versions: { kind: 'failed', code: codeOf(error) } };
      });
    }
  }

  closeHistory(): void {
    this.history = undefined;
  }

  /** Opens (loads) or closes the discussion of an entry. */
  async toggleComments(entry: LogbookEntry): Promise<void> {
    if (this.comments.has(entry.id)) {
      this.comments.delete(entry.id);
      return;
    }
    this.comments.set(entry.id, { kind: 'loading' });
    // A comment sent while this read was on its way answers with the newer list: the read, older,
    // is then dropped (as it is once the discussion was closed).
    const stillLoading = () => this.comments.get(entry.id)?.kind === 'loading';
    try {
      const detail = await this.api.entry(entry.locationId, entry.id);
      runInAction(() => {
        if (stillLoading()) this.comments.set(entry.id, { kind: 'ready', value: detail.comments });
      });
    } catch (error) {
      runInAction(() => {
        if (stillLoading()) this.comments.set(entry.id, { kind: 'failed', code: codeOf(error) });
      });
    }
  }

  /** Adds a comment; true when saved (the view then clears its field). */
  async comment(entry: LogbookEntry, body: string): Promise<boolean> {
    const problem = logbookCommentProblem(body);
    if (problem) {
      this.actionErrors.set(entry.id, problem);
      return false;
    }
    try {
      const answer = await this.api.comment(entry.locationId, entry.id, body);
      runInAction(() => {
        this.comments.set(entry.id, { kind: 'ready', value: answer.comments });
        this.actionErrors.delete(entry.id);
        this.replace(answer.entry);
      });
      return true;
    } catch (error) {
      runInAction(() => this.actionErrors.set(entry.id, codeOf(error) ?? 'LOGBOOK.SAVE_FAILED'));
      return false;
    }
  }

  private replace(entry: LogbookEntry): void {
    if (this.day.kind !== 'ready') return;
    const swap = (list: readonly LogbookEntry[]) => list.map((item) => (item.id === entry.id ? entry : item));
    this.day = {
      kind: 'ready',
      value: {
        ...this.day.value,
        entries: swap(this.day.value.entries),
        carriedOver: swap(this.day.value.carriedOver),
      },
    };
  }

  private async act(entryId: number, call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
      runInAction(() => this.actionErrors.delete(entryId));
      await this.load();
    } catch (error) {
      runInAction(() => this.actionErrors.set(entryId, codeOf(error) ?? 'LOGBOOK.SAVE_FAILED'));
    }
  }
}
