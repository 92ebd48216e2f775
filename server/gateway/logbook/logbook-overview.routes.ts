import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LOGBOOK_LIMITS, logbookWeekOf } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { typesAt } from './logbook-access';
import { checkedDate, subtreeAccess } from './logbook-scope';
import { logbookLinks, withAttachments } from './logbook-attachment-links';
import { logbookErrors } from './logbook.errors';
import { searchEntries, searchWords, weekCounts } from './logbook.repository';
import {
  DateSchema,
  EntrySchema,
  EntryTypeSchema,
  LOGBOOK,
  LOGBOOK_ACCESS_TEXT,
  PageFields,
  pageQuery,
  SEARCH_PAGE,
} from './logbook.schema';

/** What an area manager reads across a brand's subtree: the week's counts and search. */
export function registerLogbookOverviewRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/logbook/week',
    summary: `Counts of entries per location, day and type over the ISO week (Monday to Sunday) holding \`date\`, for the locations at or below the brand where the caller reads the logbook; each location lists the types the caller reads there. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    params: BrandIdParams,
    querystring: Type.Object({ date: DateSchema }),
    data: Type.Object({
      from: Type.String(),
      to: Type.String(),
      locations: Type.Array(
        Type.Object({ id: Type.Integer(), name: Type.String(), readable_types: Type.Array(EntryTypeSchema) }),
      ),
      cells: Type.Array(
        Type.Object({
          location_id: Type.Integer(),
          date: Type.String(),
          type: EntryTypeSchema,
          count: Type.Integer(),
        }),
      ),
    }),
    handler: async (request) => {
      const week = logbookWeekOf(checkedDate(request.query.date));
      const { brand, grants } = await subtreeAccess(context, request, request.params.id);
      const from = week.from;
      const to = week.days[6] ?? from;
      const locations = (await context.brandRows.subtree(brand.path, false)).rows
        .filter((row) => row.type === 'LOCATION')
        .map((row) => ({ id: row.id, name: row.name, readable_types: typesAt(grants, row.path) }))
        .filter((row) => row.readable_types.length > 0);
      const cells = await weekCounts(db, brand.path, from, to, grants);
      return { from, to, locations, cells };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/logbook/search',
    summary: `Entries at or below the brand whose title or body holds every word of \`q\` (word prefixes, any script: the database's full-text search), newest day first: one page (\`limit\` from \`offset\`) and how many match in all (\`total\`). 400 LOGBOOK.SEARCH_EMPTY when \`q\` has no word. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    params: BrandIdParams,
    querystring: Type.Object({
      q: Type.String({ maxLength: LOGBOOK_LIMITS.searchMax }),
      ...pageQuery(SEARCH_PAGE),
    }),
    data: Type.Object({ entries: Type.Array(EntrySchema), ...PageFields }),
    handler: async (request) => {
      const words = searchWords(request.query.q);
      if (words.length === 0) throw logbookErrors.searchEmpty();
      const { brand, grants } = await subtreeAccess(context, request, request.params.id);
      // The schema's defaults fill offset and limit; these repeat them for the type.
      const page = { offset: request.query.offset ?? 0, limit: request.query.limit ?? SEARCH_PAGE.default };
      const found = await searchEntries(db, brand.path, words, grants, page);
      return {
        entries: await withAttachments(db, logbookLinks(context.config.dataDir), found.entries),
        total: found.total,
        ...page,
      };
    },
  });
}
