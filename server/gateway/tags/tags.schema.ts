import { Type, type Static } from '@sinclair/typebox';
import { APPLICATION_STATUSES, TAG_MODES } from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import { Nullable, StringEnum } from '../route-schema';
import type { TagRow } from './tags.repository';

/**
 * The tags area's shared route schemas (TypeBox): a shape written here is what the routes
 * validate and answer, what the OpenAPI document publishes and what the client's generated wire
 * types say.
 */

export const TAGS = ['Tags'];

export const TagModeSchema = StringEnum(TAG_MODES, {
  description:
    'GLOBAL: a pool of the brand and its subtree; STATUS: a pipeline stage (one per application status of the enterprise: new APPLIED, screening SCREENING, interview INTERVIEW, offer OFFERED, hired HIRED, rejected REJECTED); POSITION: tied to a position; PRIVATE: seen by its author only.',
});

/** An application's pipeline status (the STATUS tag standing for it has the same value). */
export const ApplicationStatusSchema = StringEnum(APPLICATION_STATUSES);

export const TagSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mode: TagModeSchema,
  is_private: Type.Boolean(),
  sort_order: Type.Integer(),
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  position: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  status: Nullable(
    StringEnum(APPLICATION_STATUSES, {
      description: 'STATUS tags: the application status the stage stands for',
    }),
  ),
  candidate_count: Type.Integer(),
  editable: Type.Boolean({ description: 'The caller may rename, reorder or delete it from this brand' }),
});

/** Candidate user ids in a path or body: the identity's ids (uuid-like). */
export const CandidateIdSchema = Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' });

export const ThumbSchema = StringEnum(['UP', 'DOWN'] as const);

export const FeedbackSchema = Type.Object({
  thump_type: ThumbSchema,
  note: Type.String(),
  author_name: Type.String(),
  mine: Type.Boolean(),
  updated_at: Type.String(),
});

export const CandidateSchema = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  applications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: ApplicationStatusSchema,
      position_title: Type.String(),
      brand_name: Type.String(),
    }),
  ),
  tags: Type.Array(
    Type.Object({
      tag_id: Type.Integer(),
      name: Type.String(),
      mode: TagModeSchema,
      application_id: Nullable(Type.Integer({ description: 'STATUS tags: the application in that stage' })),
      feedback: Type.Array(FeedbackSchema),
    }),
  ),
});

/** One candidate with the tags they carry, as answered (candidates/tags, assign, unassign). */
export type CandidateDetail = Static<typeof CandidateSchema>;

/** One tag as answered, seen from `brand` by a caller who may (`manage`) manage shared tags. */
export function tagView(
  row: TagRow,
  brand: BrandRow,
  userId: string,
  manage: boolean,
  candidateCount: number,
): Static<typeof TagSchema> {
  const own = row.brand_id === brand.id;
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    is_private: row.mode === 'PRIVATE',
    sort_order: row.sort_order,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    position: row.position_id === null ? null : { id: row.position_id, title: row.position_title ?? '' },
    status: row.status,
    candidate_count: candidateCount,
    editable: own && (row.mode === 'PRIVATE' ? row.owner_user_id === userId : manage),
  };
}
