import { arrayOf, bool, int, nullable, object, str, type JsonSchema } from '../gateway.schema';
import type { BrandRow } from '../brands/brands.repository';
import type { TagRow } from './tags.repository';

export const TAGS = ['Tags'];

export const tagModeSchema: JsonSchema = {
  type: 'string',
  enum: ['GLOBAL', 'STATUS', 'POSITION', 'PRIVATE'],
  description:
    'GLOBAL: a pool of the brand and its subtree; STATUS: a pipeline stage (one per application status of the enterprise: new APPLIED, screening SCREENING, interview INTERVIEW, offer OFFERED, hired HIRED, rejected REJECTED); POSITION: tied to a position; PRIVATE: seen by its author only.',
};

export const tagSchema: JsonSchema = object({
  id: int,
  name: str,
  mode: tagModeSchema,
  is_private: bool,
  sort_order: int,
  brand_id: int,
  brand_name: str,
  position: nullable(object({ id: int, title: str })),
  status: nullable({
    type: 'string',
    description: 'STATUS tags: the application status the stage stands for',
  }),
  candidate_count: int,
  editable: { type: 'boolean', description: 'The caller may rename, reorder or delete it from this brand' },
});

/** Candidate user ids in a path or body: the identity's ids (uuid-like). */
export const candidateIdSchema: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' };

export const feedbackSchema: JsonSchema = object({
  thump_type: { type: 'string', enum: ['UP', 'DOWN'] },
  note: str,
  author_name: str,
  mine: bool,
  updated_at: str,
});

export const candidateSchema: JsonSchema = object({
  id: str,
  first_name: str,
  last_name: str,
  applications: arrayOf(object({ id: int, status: str, position_title: str, brand_name: str })),
  tags: arrayOf(
    object({
      tag_id: int,
      name: str,
      mode: tagModeSchema,
      application_id: nullable({
        type: 'integer',
        description: 'STATUS tags: the application in that stage',
      }),
      feedback: arrayOf(feedbackSchema),
    }),
  ),
});

/** One tag as answered, seen from `brand` by a caller who may (`manage`) manage shared tags. */
export function tagView(
  row: TagRow,
  brand: BrandRow,
  userId: string,
  manage: boolean,
  candidateCount: number,
) {
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
