import { Type } from '@sinclair/typebox';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../src-domain/index';
import { Nullable, StringEnum } from '../route-schema';
import { COUNT_LIMIT, SEARCH_KINDS } from './search.repository';

/** The global search's route schemas (issue #37). */
export const SEARCH_TAGS = ['Search'];

export const SearchKindSchema = StringEnum(SEARCH_KINDS, {
  description:
    'CANDIDATE: an application (id: the application id) of a candidate; LOCATION: a location (id: its brand id); MEMBER: a team member (id: the user id) at one brand',
});

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
  kind: Type.Optional(SearchKindSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

export const SuggestionsQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
});

const SearchHitSchema = Type.Object({
  kind: SearchKindSchema,
  id: Type.String({ description: 'The application id, the brand id or the user id (see kind)' }),
  user_id: Nullable(Type.String()),
  brand_id: Type.Integer({ description: "The application's, the location's or the membership's brand" }),
  brand_name: Type.String(),
  title: Type.String({ description: 'The name as stored (never folded)' }),
  subtitle: Type.String({ description: 'The position applied for, the address, or the e-mail' }),
});

const SearchPageSchema = Type.Object({
  kind: SearchKindSchema,
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  items: Type.Array(SearchHitSchema),
});

export const SearchAnswerSchema = Type.Object({
  query: Type.String({ description: 'The query as folded (lower case, accents removed)' }),
  mode: StringEnum(['PREFIX', 'SUBSTRING', 'FUZZY'] as const, {
    description:
      'PREFIX: fewer than 3 characters in every word, names starting with it; SUBSTRING: every word found in the text; FUZZY: nothing found as such, close spellings instead',
  }),
  counts: Type.Object(
    { CANDIDATE: Type.Integer(), LOCATION: Type.Integer(), MEMBER: Type.Integer() },
    { description: `Matches per kind, counted up to ${COUNT_LIMIT}` },
  ),
  capped: Type.Object(
    { CANDIDATE: Type.Boolean(), LOCATION: Type.Boolean(), MEMBER: Type.Boolean() },
    {
      description: `Per kind: more than ${COUNT_LIMIT} match (the count then says ${COUNT_LIMIT}; pages reach that far)`,
    },
  ),
  pages: Type.Array(SearchPageSchema),
});
