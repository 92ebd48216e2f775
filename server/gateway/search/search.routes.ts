import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { foldSearchText } from '../../../src-domain/index';
import { badRequest } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { hirePaths } from '../messaging/hire-scope.repository';
import { drainSearchQueue } from './search-index.repository';
import { SEARCH_KINDS, searchIndex, type SearchKind, type SearchScope } from './search.repository';
import { SEARCH_TAGS, SearchAnswerSchema, SearchQuery, SuggestionsQuery } from './search.schema';

/** Rows per kind in the header's suggestions. */
export const SUGGESTIONS_PER_KIND = 5;

/**
 * The global search (issue #37): candidates, locations and team members of the caller's subtree,
 * from one index (migration 0054). Locations and members: the brands the caller may see (the
 * roots of BrandScope); candidates: only where the caller may see applications (a SOURCE_HIRE
 * grant inside that scope), as the application screen itself demands.
 */
export function registerSearchRoutes(app: FastifyInstance, context: GatewayContext): void {
  async function run(
    request: FastifyRequest,
    q: string,
    page: { kinds: readonly SearchKind[]; page: number; perPage: number },
  ): Promise<Static<typeof SearchAnswerSchema>> {
    const folded = foldSearchText(q);
    if (folded === '')
      throw badRequest('SEARCH.EMPTY_QUERY', 'The query has no letter or digit to search for');
    const scope = context.scopeOf(request);
    const roots = await scope.roots();
    const paths = roots.map((root) => root.path);
    const searchScope: SearchScope = {
      CANDIDATE: await hirePaths(context.db, scope.userId, roots),
      LOCATION: paths,
      MEMBER: paths,
    };
    await drainSearchQueue(context.db);
    const answer = await searchIndex(context.db, searchScope, folded, {
      kinds: page.kinds,
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
    });
    return {
      query: folded,
      mode: answer.mode,
      counts: answer.counts,
      capped: answer.capped,
      pages: answer.pages.map(({ kind, hits }) => ({
        kind,
        page: page.page,
        per_page: page.perPage,
        total: answer.counts[kind],
        items: hits.map(({ ref_id, kind: hitKind, user_id, brand_id, brand_name, title, subtitle }) => ({
          kind: hitKind,
          id: ref_id,
          user_id,
          brand_id,
          brand_name,
          title,
          subtitle,
        })),
      })),
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/search',
    summary:
      "Candidates, locations and team members of the caller's subtree matching q (accents and case ignored, close spellings when nothing matches): the count of each kind and a page of the kind asked for (every kind when none)",
    tags: SEARCH_TAGS,
    querystring: SearchQuery,
    data: SearchAnswerSchema,
    handler: async (request) => {
      const { q, kind, page = 1, per_page: perPage = 20 } = request.query;
      return run(request, q, { kinds: kind ? [kind] : SEARCH_KINDS, page, perPage });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/search/suggestions',
    summary: `The header's type-ahead: the first ${SUGGESTIONS_PER_KIND} rows of each kind and the counts, from the same index as /v1/search`,
    tags: SEARCH_TAGS,
    querystring: SuggestionsQuery,
    data: SearchAnswerSchema,
    handler: async (request) =>
      run(request, request.query.q, { kinds: SEARCH_KINDS, page: 1, perPage: SUGGESTIONS_PER_KIND }),
  });
}
