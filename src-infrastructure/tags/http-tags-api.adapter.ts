import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { TagAssignmentRefusedError } from '../../src-domain/tags/tag-assignment.errors';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { ApplicationStatus } from '../../src-domain/messaging/messaging.model';
import type {
  CandidatePools,
  Tag,
  TagCatalogue,
  TagFeedback,
  TagMode,
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

/** A tag as the gateway answers it. */
interface TagWire {
  readonly id: number;
  readonly name: string;
  readonly mode: TagMode;
  readonly is_private: boolean;
  readonly sort_order: number;
  readonly brand_id: number;
  readonly brand_name: string;
  readonly position: { readonly id: number; readonly title: string } | null;
  readonly status: ApplicationStatus | null;
  readonly candidate_count: number;
  readonly editable: boolean;
}

/** GET /v1/brands/{id}/tags */
interface CatalogueWire {
  readonly tags: readonly TagWire[];
  readonly can_manage: boolean;
  readonly limits: {
    readonly tags_per_brand: number;
    readonly tags_per_candidate: number;
    readonly name_max_length: number;
    readonly note_max_length: number;
  };
}

interface FeedbackWire {
  readonly thump_type: Thumb;
  readonly note: string;
  readonly author_name: string;
  readonly mine: boolean;
  readonly updated_at: string;
}

/** One candidate of GET candidates/tags and of the assign / unassign answers. */
interface CandidateWire {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly applications: readonly {
    readonly id: number;
    readonly status: ApplicationStatus;
    readonly position_title: string;
    readonly brand_name: string;
  }[];
  readonly tags: readonly {
    readonly tag_id: number;
    readonly name: string;
    readonly mode: TagMode;
    readonly application_id: number | null;
    readonly feedback: readonly FeedbackWire[];
  }[];
}

interface CandidatesPageWire {
  readonly total: number;
  readonly candidates: readonly CandidateWire[];
}

interface NameCheckWire {
  readonly name: string;
  readonly available: boolean;
  readonly tag: { readonly id: number; readonly name: string; readonly mode: TagMode } | null;
}

/** GET /v1/candidate_talent_pools and the opt_out answer. */
interface CandidatePoolsWire {
  readonly opted_out: boolean;
  readonly opted_out_at: string | null;
  readonly brands: readonly {
    readonly brand_id: number;
    readonly brand_name: string;
    readonly pools: readonly string[];
    readonly private_tags: number;
  }[];
}

/** The `data.refused` of a refused assign / unassign error answer. */
interface RefusedWire {
  readonly data?: { readonly refused?: readonly { readonly candidate_id: string; readonly code: string }[] };
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
  const refused = (error.response as RefusedWire | undefined)?.data?.refused;
  if (!Array.isArray(refused) || refused.length === 0) return error;
  return new TagAssignmentRefusedError(
    error.code,
    error.status,
    error.message,
    error.serverCode,
    refused.map((entry) => ({ candidateId: entry.candidate_id, reason: entry.code })),
  );
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
      query: { include_all: includeAll },
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
      body: { name: tag.name, mode: tag.mode, ...(tag.positionId ? { position_id: tag.positionId } : {}) },
      idempotencyKey: this.key(),
    });
    return toTag(wire);
  }

  async updateTag(
    brandId: number,
    tagId: number,
    change: { name?: string; sortOrder?: number },
  ): Promise<Tag> {
    const wire = await this.gateway.request<TagWire>({
      method: 'PUT',
      path: `/v1/brands/${brandId}/tags/${tagId}`,
      body: {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.sortOrder !== undefined ? { sort_order: change.sortOrder } : {}),
      },
      idempotencyKey: this.key(),
    });
    return toTag(wire);
  }

  async deleteTag(brandId: number, tagId: number): Promise<number> {
    const wire = await this.gateway.request<{ removed_assignments: number }>({
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
    const wire = await this.gateway.request<NameCheckWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/tags/name_check`,
      query: { name, mode, position_id: positionId },
    });
    return { name: wire.name, available: wire.available, clash: wire.tag ?? undefined };
  }

  async candidateTags(brandId: number, candidateIds: readonly string[]): Promise<readonly TaggedCandidate[]> {
    const wire = await this.gateway.request<CandidatesPageWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/candidates/tags`,
      query: { ids: candidateIds.join(','), limit: Math.min(100, Math.max(1, candidateIds.length)) },
    });
    return wire.candidates.map(toCandidate);
  }

  async taggedCandidates(brandId: number, query: TaggedCandidatesQuery): Promise<TaggedCandidatesPage> {
    const wire = await this.gateway.request<CandidatesPageWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/candidates/tags`,
      query: {
        only_tag_id: query.tagId,
        tag_modes: query.modes && query.modes.length > 0 ? query.modes.join(',') : undefined,
        search: query.search || undefined,
        offset: query.offset,
        limit: query.limit,
      },
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
      .request<unknown>({
        method: 'POST',
        path: `/v1/brands/${brandId}/candidates/tags/assign`,
        body: {
          candidate_ids: candidateIds,
          tag_ids: tagIds,
          ...(applicationId !== undefined ? { application_id: applicationId } : {}),
        },
        idempotencyKey: this.key(),
      })
      .catch((error: unknown) => {
        throw refusedOrSame(error);
      });
  }

  async unassign(brandId: number, candidateIds: readonly string[], tagIds: readonly number[]): Promise<void> {
    await this.gateway
      .request<unknown>({
        method: 'POST',
        path: `/v1/brands/${brandId}/candidates/tags/unassign`,
        body: { candidate_ids: candidateIds, tag_ids: tagIds },
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
    const wire = await this.gateway.request<{ feedback: readonly FeedbackWire[] }>({
      method: 'POST',
      path: `/v1/brands/${brandId}/tags/${tagId}/candidates/${encodeURIComponent(candidateId)}/feedback`,
      body: { thump_type: thumb, note },
      idempotencyKey: this.key(),
    });
    return wire.feedback.map(toFeedback);
  }

  async validatePoolCandidate(brandId: number, candidateId: string): Promise<PoolCandidateCheck> {
    const wire = await this.gateway.request<{ valid: boolean; reason: string | null }>({
      method: 'POST',
      path: `/v1/brands/${brandId}/talent_pools/validate_user`,
      body: { candidate_id: candidateId },
    });
    if (wire.valid) return { valid: true };
    return {
      valid: false,
      reason:
        wire.reason === 'TAGS.CANDIDATE_OPTED_OUT' ? 'TAGS.CANDIDATE_OPTED_OUT' : 'TAGS.CANDIDATE_NOT_FOUND',
    };
  }

  async myTalentPools(): Promise<CandidatePools> {
    const wire = await this.gateway.request<CandidatePoolsWire>({
      method: 'GET',
      path: '/v1/candidate_talent_pools',
    });
    return toPools(wire);
  }

  async setTalentPoolOptOut(optedOut: boolean): Promise<CandidatePools> {
    const wire = await this.gateway.request<CandidatePoolsWire>({
      method: 'POST',
      path: '/v1/candidate_talent_pools/opt_out',
      body: { opted_out: optedOut },
      idempotencyKey: this.key(),
    });
    return toPools(wire);
  }
}
