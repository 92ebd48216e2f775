import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { TagAssignmentRefusedError } from '../../src-domain/tags/tag-assignment.errors';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type {
  CandidatePools,
  Tag,
  TagCatalogue,
  TagFeedback,
  TaggedCandidate,
  TaggedCandidatesPage,
  Thumb,
} from '../../src-domain/tags/tag.model';
import type {
  NewTag,
  PoolCandidateCheck,
  TagNameCheck,
  TaggedCandidatesQuery,
  TagsApiPort,
} from '../../src-domain/tags/tags-api.port';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type CatalogueWire = WireData<'/v1/brands/{id}/tags'>;
type TagWire = WireData<'/v1/brands/{id}/tags', 'post'>;
type CandidatesPath = '/v1/brands/{id}/candidates/tags';
type CandidateWire = WireData<CandidatesPath>['candidates'][number];
type FeedbackPath = '/v1/brands/{id}/tags/{tagId}/candidates/{candidateId}/feedback';
type FeedbackWire = WireData<FeedbackPath, 'post'>['feedback'][number];
type CandidatePoolsWire = WireData<'/v1/candidate_talent_pools'>;

/**
 * The `data.refused` of a refused assign / unassign error answer, checked: error answers carry an
 * open `data` (the route schemas describe successes only), so its shape is read, not assumed.
 */
function refusalsIn(response: unknown): readonly { candidateId: string; reason: string }[] {
  const data: unknown =
    typeof response === 'object' && response !== null ? Reflect.get(response, 'data') : undefined;
  const refused: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'refused') : undefined;
  if (!Array.isArray(refused)) return [];
  return refused.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const candidateId: unknown = Reflect.get(entry, 'candidate_id');
    const reason: unknown = Reflect.get(entry, 'code');
    return typeof candidateId === 'string' && typeof reason === 'string' ? [{ candidateId, reason }] : [];
  });
}

const toPools = (wire: CandidatePoolsWire): CandidatePools => ({
  optedOut: wire.opted_out,
  optedOutAt: wire.opted_out_at ?? undefined,
  brands: wire.brands.map((brand) => ({
    brandId: brand.brand_id,
    brandName: brand.brand_name,
    pools: brand.pools,
    privateTags: brand.private_tags,
  })),
});

/** A refused bulk write as the domain's TagAssignmentRefusedError; other failures unchanged. */
function refusedOrSame(error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  const refused = refusalsIn(error.response);
  if (refused.length === 0) return error;
  return new TagAssignmentRefusedError(error.code, error.status, error.message, error.serverCode, refused);
}

const toTag = (wire: TagWire): Tag => ({
  id: wire.id,
  name: wire.name,
  mode: wire.mode,
  isPrivate: wire.is_private,
  sortOrder: wire.sort_order,
  brandId: wire.brand_id,
  brandName: wire.brand_name,
  position: wire.position ?? undefined,
  status: wire.status ?? undefined,
  candidateCount: wire.candidate_count,
  editable: wire.editable,
});

const toFeedback = (wire: FeedbackWire): TagFeedback => ({
  thumb: wire.thump_type,
  note: wire.note,
  authorName: wire.author_name,
  mine: wire.mine,
  updatedAt: wire.updated_at,
});

const toCandidate = (wire: CandidateWire): TaggedCandidate => ({
  id: wire.id,
  firstName: wire.first_name,
  lastName: wire.last_name,
  applications: wire.applications.map((application) => ({
    id: application.id,
    status: application.status,
    positionTitle: application.position_title,
    brandName: application.brand_name,
  })),
  tags: wire.tags.map((tag) => ({
    tagId: tag.tag_id,
    name: tag.name,
    mode: tag.mode,
    applicationId: tag.application_id ?? undefined,
    feedback: tag.feedback.map(toFeedback),
  })),
});

/** TagsApiPort over the core gateway: the only place that knows the tags paths and wire shapes. */
@injectable()
export class HttpTagsApi implements TagsApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {}

  /** A fresh Idempotency-Key: the write is then retried safely on a lost answer. */
  private key(): string {
    return this.random.next(16);
  }

  async tags(brandId: number, includeAll = false): Promise<TagCatalogue> {
    const wire = await this.gateway.request<CatalogueWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/tags`,
      query: { include_all: includeAll } satisfies WireQuery<'/v1/brands/{id}/tags'>,
    });
    return {
      tags: wire.tags.map(toTag),
      canManage: wire.can_manage,
      limits: {
        tagsPerBrand: wire.limits.tags_per_brand,
        tagsPerCandidate: wire.limits.tags_per_candidate,
        nameMaxLength: wire.limits.name_max_length,
        noteMaxLength: wire.limits.note_max_length,
      },
    };
  }

  async createTag(brandId: number, tag: NewTag): Promise<Tag> {
    const wire = await this.gateway.request<TagWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/tags`,
      body: {
        name: tag.name,
        mode: tag.mode,
        ...(tag.positionId ? { position_id: tag.positionId } : {}),
      } satisfies WireBody<'/v1/brands/{id}/tags', 'post'>,
      idempotencyKey: this.key(),
    });
    return toTag(wire);
  }

  async updateTag(
    brandId: number,
    tagId: number,
    change: { name?: string; sortOrder?: number },
  ): Promise<Tag> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/tags/{tagId}', 'put'>>({
      method: 'PUT',
      path: `/v1/brands/${brandId}/tags/${tagId}`,
      body: {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.sortOrder !== undefined ? { sort_order: change.sortOrder } : {}),
      } satisfies WireBody<'/v1/brands/{id}/tags/{tagId}', 'put'>,
      idempotencyKey: this.key(),
    });
    return toTag(wire);
  }

  async deleteTag(brandId: number, tagId: number): Promise<number> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/tags/{tagId}', 'delete'>>({
      method: 'DELETE',
      path: `/v1/brands/${brandId}/tags/${tagId}`,
      idempotencyKey: this.key(),
    });
    return wire.removed_assignments;
  }

  async checkName(
    brandId: number,
    name: string,
    mode: NewTag['mode'],
    positionId?: number,
  ): Promise<TagNameCheck> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/tags/name_check'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/tags/name_check`,
      query: { name, mode, position_id: positionId } satisfies WireQuery<'/v1/brands/{id}/tags/name_check'>,
    });
    return { name: wire.name, available: wire.available, clash: wire.tag ?? undefined };
  }

  async candidateTags(brandId: number, candidateIds: readonly string[]): Promise<readonly TaggedCandidate[]> {
    const wire = await this.gateway.request<WireData<CandidatesPath>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/candidates/tags`,
      // One comma-separated `ids` (the server also takes it repeated): the shortest URL.
      query: {
        ids: [candidateIds.join(',')],
        limit: Math.min(100, Math.max(1, candidateIds.length)),
      } satisfies WireQuery<CandidatesPath>,
    });
    return wire.candidates.map(toCandidate);
  }

  async taggedCandidates(brandId: number, query: TaggedCandidatesQuery): Promise<TaggedCandidatesPage> {
    const wire = await this.gateway.request<WireData<CandidatesPath>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/candidates/tags`,
      query: {
        only_tag_id: query.tagId,
        tag_modes: query.modes && query.modes.length > 0 ? [query.modes.join(',')] : undefined,
        search: query.search || undefined,
        offset: query.offset,
        limit: query.limit,
      } satisfies WireQuery<CandidatesPath>,
    });
    return { total: wire.total, candidates: wire.candidates.map(toCandidate) };
  }

  async assign(
    brandId: number,
    candidateIds: readonly string[],
    tagIds: readonly number[],
    applicationId?: number,
  ): Promise<void> {
    await this.gateway
      .request<WireData<'/v1/brands/{id}/candidates/tags/assign', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${brandId}/candidates/tags/assign`,
        body: {
          candidate_ids: candidateIds,
          tag_ids: tagIds,
          ...(applicationId !== undefined ? { application_id: applicationId } : {}),
        } satisfies WireBody<'/v1/brands/{id}/candidates/tags/assign', 'post'>,
        idempotencyKey: this.key(),
      })
      .catch((error: unknown) => {
        throw refusedOrSame(error);
      });
  }

  async unassign(brandId: number, candidateIds: readonly string[], tagIds: readonly number[]): Promise<void> {
    await this.gateway
      .request<WireData<'/v1/brands/{id}/candidates/tags/unassign', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${brandId}/candidates/tags/unassign`,
        body: {
          candidate_ids: candidateIds,
          tag_ids: tagIds,
        } satisfies WireBody<'/v1/brands/{id}/candidates/tags/unassign', 'post'>,
        idempotencyKey: this.key(),
      })
      .catch((error: unknown) => {
        throw refusedOrSame(error);
      });
  }

  async giveFeedback(
    brandId: number,
    tagId: number,
    candidateId: string,
    thumb: Thumb,
    note: string,
  ): Promise<readonly TagFeedback[]> {
    const wire = await this.gateway.request<WireData<FeedbackPath, 'post'>>({
      method: 'POST',
      path: `/v1/brands/${brandId}/tags/${tagId}/candidates/${encodeURIComponent(candidateId)}/feedback`,
      body: { thump_type: thumb, note } satisfies WireBody<FeedbackPath, 'post'>,
      idempotencyKey: this.key(),
    });
    return wire.feedback.map(toFeedback);
  }

  async validatePoolCandidate(brandId: number, candidateId: string): Promise<PoolCandidateCheck> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/talent_pools/validate_user', 'post'>>({
      method: 'POST',
      path: `/v1/brands/${brandId}/talent_pools/validate_user`,
      body: { candidate_id: candidateId } satisfies WireBody<
        '/v1/brands/{id}/talent_pools/validate_user',
        'post'
      >,
    });
    if (wire.valid) return { valid: true };
    return { valid: false, reason: wire.reason ?? 'TAGS.CANDIDATE_NOT_FOUND' };
  }

  async myTalentPools(): Promise<CandidatePools> {
    const wire = await this.gateway.request<CandidatePoolsWire>({
      method: 'GET',
      path: '/v1/candidate_talent_pools',
    });
    return toPools(wire);
  }

  async setTalentPoolOptOut(optedOut: boolean): Promise<CandidatePools> {
    const wire = await this.gateway.request<WireData<'/v1/candidate_talent_pools/opt_out', 'post'>>({
      method: 'POST',
      path: '/v1/candidate_talent_pools/opt_out',
      body: { opted_out: optedOut } satisfies WireBody<'/v1/candidate_talent_pools/opt_out', 'post'>,
      idempotencyKey: this.key(),
    });
    return toPools(wire);
  }
}
