import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { LogbookApiPort, LogbookDraft, LogbookFile } from '../../src-domain/logbook/logbook-api.port';
import type {
  LogbookComment,
  LogbookDay,
  LogbookEntry,
  LogbookEntryDetail,
  LogbookPage,
  LogbookPageRequest,
  LogbookWeek,
} from '../../src-domain/logbook/logbook.model';
import type { LogbookDayFilter } from '../../src-domain/logbook/logbook-day.rules';
import { errorFromAnswer, unwrapEnvelope } from '../gateway/gateway-envelope';
import { GatewayOptions } from '../gateway/gateway.options';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type DayPath = '/v1/brands/{id}/logbook/day';
type EntriesPath = '/v1/brands/{id}/logbook/entries';
type EntryPath = '/v1/brands/{id}/logbook/entries/{entry}';
type FollowUpPath = '/v1/brands/{id}/logbook/entries/{entry}/follow_up';
type CommentsPath = '/v1/brands/{id}/logbook/entries/{entry}/comments';
type WeekPath = '/v1/brands/{id}/logbook/week';
type SearchPath = '/v1/brands/{id}/logbook/search';
type PresignPath = '/v1/brands/{id}/logbook/attachments';
type AttachPath = '/v1/brands/{id}/logbook/entries/{entry}/attachments';
/** The answer of the signed PUT, and of the check after a direct upload to the bucket (wire). */
type UploadedWire = WireData<'/v1/logbook/attachment_uploads/{id}', 'put'>;
type EntryWire = WireData<EntriesPath, 'post'>;
type CommentWire = WireData<CommentsPath, 'post'>['comments'][number];

/** `url` as the browser fetches it: relative URLs are on the core service's origin. */
function absolute(url: string, coreBaseUrl: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL(url, new URL(coreBaseUrl, base)).toString();
}

const toEntryOn =
  (coreBaseUrl: string) =>
  (wire: EntryWire): LogbookEntry => ({
    id: wire.id,
    locationId: wire.location_id,
    locationName: wire.location_name,
    date: wire.date,
    type: wire.type,
    title: wire.title,
    body: wire.body,
    shift: wire.shift ?? undefined,
    author: wire.author,
    createdAt: wire.created_at,
    editedAt: wire.edited_at ?? undefined,
    version: wire.version,
    followUp: wire.follow_up
      ? {
          status: wire.follow_up.status,
          assignee: wire.follow_up.assignee ?? undefined,
          closedAt: wire.follow_up.closed_at ?? undefined,
        }
      : undefined,
    commentCount: wire.comment_count,
    attachments: wire.attachments.map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.content_type,
      sizeBytes: file.size_bytes,
      url: absolute(file.url, coreBaseUrl),
    })),
  });

const toComment = (wire: CommentWire): LogbookComment => ({
  id: wire.id,
  author: wire.author,
  body: wire.body,
  createdAt: wire.created_at,
});

const draftBody = (draft: LogbookDraft) => ({
  type: draft.type,
  title: draft.title,
  body: draft.body,
  shift: draft.shift ?? null,
});

/** LogbookApiPort over the core gateway: the only place that knows the logbook's paths and wire shapes. */
@injectable()
export class HttpLogbookApi implements LogbookApiPort {
  private readonly toEntry: (wire: EntryWire) => LogbookEntry;

  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
    @inject(GatewayOptions) private readonly options: GatewayOptions,
  ) {
    this.toEntry = toEntryOn(options.coreBaseUrl);
  }

  /** A fresh Idempotency-Key: a write is then retried safely on a lost answer. */
  private key(): string {
    return this.random.next(16);
  }

  async day(
    locationId: number,
    date: string,
    filter: LogbookDayFilter,
    page: LogbookPageRequest,
  ): Promise<LogbookDay> {
    const query: WireQuery<DayPath> = {
      date,
      offset: page.offset,
      limit: page.limit,
      ...(filter.type === undefined ? {} : { type: filter.type }),
      ...(filter.authorId === undefined ? {} : { author: filter.authorId }),
    };
    const wire = await this.gateway.request<WireData<DayPath>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/logbook/day`,
      query,
    });
    return {
      date: wire.date,
      locationId: wire.location_id,
      entries: wire.entries.map(this.toEntry),
      offset: wire.offset,
      limit: wire.limit,
      total: wire.total,
      carriedOver: wire.carried_over.map(this.toEntry),
      readableTypes: wire.readable_types,
      writableTypes: wire.writable_types,
      team: wire.team.map((person) => ({
        id: person.id,
        name: person.name,
        readableTypes: person.readable_types,
      })),
    };
  }

  async entry(locationId: number, entryId: number): Promise<LogbookEntryDetail> {
    const wire = await this.gateway.request<WireData<EntryPath>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}`,
    });
    return {
      entry: this.toEntry(wire.entry),
      versions: wire.versions.map((version) => ({
        version: version.version,
        type: version.type,
        title: version.title,
        body: version.body,
        editedBy: version.edited_by,
        editedAt: version.edited_at,
      })),
      comments: wire.comments.map(toComment),
    };
  }

  async create(locationId: number, date: string, draft: LogbookDraft): Promise<LogbookEntry> {
    const wire = await this.gateway.request<EntryWire>({
      method: 'POST',
      path: `/v1/brands/${locationId}/logbook/entries`,
      body: {
        date,
        ...draftBody(draft),
        attachment_ids: [...(draft.attachmentIds ?? [])],
      } satisfies WireBody<EntriesPath, 'post'>,
      idempotencyKey: this.key(),
    });
    return this.toEntry(wire);
  }

  async edit(
    locationId: number,
    entryId: number,
    version: number,
    draft: LogbookDraft,
  ): Promise<LogbookEntry> {
    const wire = await this.gateway.request<WireData<EntryPath, 'put'>>({
      method: 'PUT',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}`,
      body: { ...draftBody(draft), version } satisfies WireBody<EntryPath, 'put'>,
      idempotencyKey: this.key(),
    });
    return this.toEntry(wire);
  }

  async remove(locationId: number, entryId: number): Promise<void> {
    await this.gateway.request<unknown>({
      method: 'DELETE',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}`,
      idempotencyKey: this.key(),
    });
  }

  async followUp(
    locationId: number,
    entryId: number,
    status: 'OPEN' | 'CLOSED',
    assigneeId: string | undefined,
  ): Promise<LogbookEntry> {
    const wire = await this.gateway.request<WireData<FollowUpPath, 'put'>>({
      method: 'PUT',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}/follow_up`,
      body: { status, assignee_id: assigneeId ?? null } satisfies WireBody<FollowUpPath, 'put'>,
      idempotencyKey: this.key(),
    });
    return this.toEntry(wire);
  }

  async comment(
    locationId: number,
    entryId: number,
    body: string,
  ): Promise<{ readonly entry: LogbookEntry; readonly comments: readonly LogbookComment[] }> {
    const wire = await this.gateway.request<WireData<CommentsPath, 'post'>>({
      method: 'POST',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}/comments`,
      body: { body } satisfies WireBody<CommentsPath, 'post'>,
      idempotencyKey: this.key(),
    });
    return { entry: this.toEntry(wire.entry), comments: wire.comments.map(toComment) };
  }

  async upload(locationId: number, file: LogbookFile): Promise<string> {
    const signed = await this.gateway.request<WireData<PresignPath, 'post'>>({
      method: 'POST',
      path: `/v1/brands/${locationId}/logbook/attachments`,
      body: {
        name: file.name.slice(0, 200) || 'file',
        content_type: file.type,
        size: file.size,
      } satisfies WireBody<PresignPath, 'post'>,
    });
    const { default: axios } = await import(/* webpackChunkName: "http" */ 'axios');
    // The bytes without a type: the browser then sends no Content-Type (the media flow's rule).
    const bytes = file.slice(0, file.size, '') as Blob;
    try {
      const put = await axios.put<unknown>(absolute(signed.url, this.options.coreBaseUrl), bytes, {
        headers: { ...signed.headers, 'Content-Type': '' },
        transformRequest: [(data: unknown) => data],
      });
      if (signed.complete_url === null) return unwrapEnvelope<UploadedWire>(put.status, put.data).upload_id;
      // Object storage: the bytes went to the bucket's quarantine; our server checks them.
      const checked = await axios.post<unknown>(
        absolute(signed.complete_url, this.options.coreBaseUrl),
        undefined,
        { headers: signed.headers },
      );
      return unwrapEnvelope<UploadedWire>(checked.status, checked.data).upload_id;
    } catch (error) {
      throw uploadError(error);
    }
  }

  async attach(locationId: number, entryId: number, uploadIds: readonly string[]): Promise<LogbookEntry> {
    const wire = await this.gateway.request<WireData<AttachPath, 'post'>>({
      method: 'POST',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}/attachments`,
      body: { upload_ids: [...uploadIds] } satisfies WireBody<AttachPath, 'post'>,
      idempotencyKey: this.key(),
    });
    return this.toEntry(wire);
  }

  async week(brandId: number, date: string): Promise<LogbookWeek> {
    const wire = await this.gateway.request<WireData<WeekPath>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/logbook/week`,
      query: { date } satisfies WireQuery<WeekPath>,
    });
    return {
      from: wire.from,
      to: wire.to,
      locations: wire.locations.map((location) => ({
        id: location.id,
        name: location.name,
        readableTypes: location.readable_types,
      })),
      cells: wire.cells.map((cell) => ({
        locationId: cell.location_id,
        date: cell.date,
        type: cell.type,
        count: cell.count,
      })),
    };
  }

  async search(brandId: number, query: string, page: LogbookPageRequest): Promise<LogbookPage<LogbookEntry>> {
    const wire = await this.gateway.request<WireData<SearchPath>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/logbook/search`,
      query: { q: query, offset: page.offset, limit: page.limit } satisfies WireQuery<SearchPath>,
    });
    return {
      items: wire.entries.map(this.toEntry),
      offset: wire.offset,
      limit: wire.limit,
      total: wire.total,
    };
  }
}

/** An upload's failure as a GatewayError with the server's code (or GATEWAY.NETWORK). */
function uploadError(error: unknown): unknown {
  if (error instanceof GatewayError) return error;
  const answer = error as {
    isAxiosError?: boolean;
    response?: { status: number; data: unknown };
    message?: string;
  };
  if (answer.isAxiosError) {
    if (answer.response) return errorFromAnswer(answer.response.status, answer.response.data);
    return new GatewayError('GATEWAY.NETWORK', 0, answer.message ?? 'Network error');
  }
  return error;
}
