import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { LogbookApiPort, LogbookDraft } from '../../src-domain/logbook/logbook-api.port';
import type {
  LogbookComment,
  LogbookDay,
  LogbookEntry,
  LogbookEntryDetail,
  LogbookWeek,
} from '../../src-domain/logbook/logbook.model';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type DayPath = '/v1/brands/{id}/logbook/day';
type EntriesPath = '/v1/brands/{id}/logbook/entries';
type EntryPath = '/v1/brands/{id}/logbook/entries/{entry}';
type FollowUpPath = '/v1/brands/{id}/logbook/entries/{entry}/follow_up';
type CommentsPath = '/v1/brands/{id}/logbook/entries/{entry}/comments';
type WeekPath = '/v1/brands/{id}/logbook/week';
type SearchPath = '/v1/brands/{id}/logbook/search';
type EntryWire = WireData<EntriesPath, 'post'>;
type CommentWire = WireData<CommentsPath, 'post'>['comments'][number];

const toEntry = (wire: EntryWire): LogbookEntry => ({
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
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {}

  /** A fresh Idempotency-Key: a write is then retried safely on a lost answer. */
  private key(): string {
    return this.random.next(16);
  }

  async day(locationId: number, date: string): Promise<LogbookDay> {
    const wire = await this.gateway.request<WireData<DayPath>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/logbook/day`,
      query: { date } satisfies WireQuery<DayPath>,
    });
    return {
      date: wire.date,
      locationId: wire.location_id,
      entries: wire.entries.map(toEntry),
      carriedOver: wire.carried_over.map(toEntry),
      readableTypes: wire.readable_types,
      writableTypes: wire.writable_types,
      team: wire.team,
    };
  }

  async entry(locationId: number, entryId: number): Promise<LogbookEntryDetail> {
    const wire = await this.gateway.request<WireData<EntryPath>>({
      method: 'GET',
      path: `/v1/brands/${locationId}/logbook/entries/${entryId}`,
    });
    return {
      entry: toEntry(wire.entry),
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
      body: { date, ...draftBody(draft) } satisfies WireBody<EntriesPath, 'post'>,
      idempotencyKey: this.key(),
    });
    return toEntry(wire);
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
    return toEntry(wire);
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
    return toEntry(wire);
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
    return { entry: toEntry(wire.entry), comments: wire.comments.map(toComment) };
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

  async search(brandId: number, query: string): Promise<readonly LogbookEntry[]> {
    const wire = await this.gateway.request<WireData<SearchPath>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/logbook/search`,
      query: { q: query } satisfies WireQuery<SearchPath>,
    });
    return wire.entries.map(toEntry);
  }
}
