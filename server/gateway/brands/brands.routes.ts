import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { splitList } from '../route-schema';
import { Body, BrandIdParams, CodeList, IdList, StringEnum } from '../route-schema';
import { policiesFor } from '../policy/grants.repository';
import { BrandListAnswers, chooseEncoding } from './brand-list.answers';
import { BrandListSerialiser } from './brand-list.serialiser';
import { filterByServices, nest, toNode, type BrandNode } from './brand-nodes';
import {
  favouriteIds,
  findBrands,
  loadServices,
  loadSubtree,
  loadSubtreeServices,
  pathIds,
  searchSubtree,
  type BrandRow,
} from './brands.repository';
import { BrandNodeRef, ServiceSchema, type ServiceWire } from './brands.schema';

const TAGS = ['Brands'];

/** True when If-None-Match names `etag` (or is `*`); weak tags compare by their value. */
function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Nodes of a subtree with services, favourites and parent types. `known` gives the brands
 * revision and the favourites when the caller already read them.
 */
async function subtreeNodes(
  context: GatewayContext,
  userId: string,
  root: Pick<BrandRow, 'path'>,
  includeArchived: boolean,
  known?: { readonly revision: string; readonly favourites: ReadonlySet<number> },
): Promise<BrandNode[]> {
  const [{ rows, services }, favourites] = await Promise.all([
    context.brandRows.subtree(root.path, includeArchived, known?.revision),
    known?.favourites ?? favouriteIds(context.db, userId),
  ]);
  const typeOf = new Map(rows.map((row) => [row.id, row.type]));
  const outside = [...new Set(rows.map((row) => row.parent_id))].filter(
    (id): id is number => id !== null && !typeOf.has(id),
  );
  for (const parent of await findBrands(context.db, outside)) typeOf.set(parent.id, parent.type);
  return rows.map((row) => toNode(row, { services, favourites, typeOf }));
}

/** Brand list, tree, search, services and favourites (spec 001 §7 "Brands"; the employer search is in team/). */
export function registerBrandRoutes(app: FastifyInstance, context: GatewayContext): void {
  const brandLists = new BrandListAnswers();
  const brandListJson = new BrandListSerialiser();
  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/brands',
    plainSerializer: true,
    precompressed: true,
    summary: "The caller's brands: a tree per root brand (STRUCTURED, default) or a flat list (FLAT)",
    tags: TAGS,
    querystring: Type.Object({
      view_mode: Type.Optional(StringEnum(['STRUCTURED', 'FLAT'])),
      include_archived: Type.Optional(Type.Boolean()),
      filter_services: Type.Optional(CodeList),
    }),
    data: Type.Array(BrandNodeRef),
    // Answered from a serialised, compressed copy while nothing it depends on changed; the
    // entity tag lets a browser revalidate with 304 and no body (issue #20).
    handler: async (request, reply) => {
      const userId = principalOf(request).sub;
      const { view_mode: mode = 'STRUCTURED', include_archived: archived = false } = request.query;
      const filter = splitList(request.query.filter_services);
      const [roots, revision, favourites] = await Promise.all([
        context.scopeOf(request).roots(),
        context.brandRows.revision(),
        favouriteIds(context.db, userId),
      ]);
      const fingerprint = JSON.stringify([
        roots.map((root) => root.path),
        mode,
        archived,
        filter,
        revision,
        [...favourites].sort((a, b) => a - b),
      ]);
      // Built once per fingerprint by the first request; concurrent ones await that build.
      const answer = brandLists.get(fingerprint, async () => {
        if (filter.length === 0) {
          // Written from the kept rows: after a brand write only the changed brands are written again.
          const parts = [];
          for (const root of roots)
            parts.push(await context.brandRows.subtree(root.path, archived, revision));
          // Within a subtree every brand's parent is in it but the root's (what is below a brand
          // left out is left out too): the roots' parents are the only ones to look up.
          const parentIds = roots.flatMap((root) => pathIds(root.path).slice(-2, -1));
          const outsideTypes = new Map(
            (await findBrands(context.db, parentIds)).map((parent) => [parent.id, parent.type]),
          );
          return brandListJson.write({ parts, favourites, outsideTypes }, mode === 'STRUCTURED');
        }
        const nodes: BrandNode[] = [];
        for (const root of roots) {
          for (const node of await subtreeNodes(context, userId, root, archived, { revision, favourites }))
            nodes.push(node);
        }
        const data = mode === 'FLAT' ? filterByServices(nodes, filter) : nest(nodes, filter);
        return JSON.stringify({ data, status_code: 200 });
      });
      reply
        .header('etag', answer.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Encoding');
      // The handler answers itself (304, or the stored bytes of `data`): nothing is returned.
      if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).send() as never;
      }
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const bytes = await answer.bytes(encoding);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(bytes) as never;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/tree',
    plainSerializer: true,
    summary: 'The subtree of a brand, nested; with its parent and open positions on request',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      include_parent: Type.Optional(Type.Boolean()),
      include_jobs: Type.Optional(Type.Boolean()),
      include_archived: Type.Optional(Type.Boolean()),
      filter_by_services: Type.Optional(CodeList),
    }),
    data: BrandNodeRef,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const userId = principalOf(request).sub;
      const nodes = await subtreeNodes(context, userId, brand, request.query.include_archived ?? false);
      if (request.query.include_jobs) {
        const jobs = await context.db
          .selectFrom('positions')
          .select(['id', 'brand_id', 'title', 'category', 'level'])
          .where(
            'brand_id',
            'in',
            nodes.map((node) => node.id),
          )
          .where('archived', '=', 0)
          .where('is_template', '=', 0)
          .execute();
        for (const node of nodes) {
          node.jobs = jobs
            .filter((job) => job.brand_id === node.id)
            .map(({ id, title, category, level }) => ({ id, title, category, level }));
        }
      }
      const [root] = nest(nodes, splitList(request.query.filter_by_services));
      const tree: BrandNode = root ?? { ...toNodeOf(nodes, brand), brands: [] };
      if (request.query.include_parent) {
        const [parent] = brand.parent_id === null ? [] : await findBrands(context.db, [brand.parent_id]);
        tree.parent = parent ? { id: parent.id, type: parent.type, name: parent.name } : null;
      }
      return tree;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/groups/:id/brands',
    plainSerializer: true,
    summary: 'Every brand of a group (flat), optionally with services and the caller’s permissions',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      include_services: Type.Optional(Type.Boolean()),
      include_permissions: Type.Optional(Type.Boolean()),
      include_archived: Type.Optional(Type.Boolean()),
    }),
    data: Type.Array(BrandNodeRef),
    handler: async (request) => {
      const group = await context.scopeOf(request).require(request.params.id);
      const userId = principalOf(request).sub;
      const nodes = await subtreeNodes(context, userId, group, request.query.include_archived ?? false);
      if (!request.query.include_services) for (const node of nodes) node.services = [];
      if (request.query.include_permissions) {
        const rows = await loadSubtree(context.db, group.path, true);
        const policies = await policiesFor(context.db, userId, rows);
        const byId = new Map(policies.map((policy) => [policy.brandId, policy.permissions]));
        for (const node of nodes) node.permissions = [...(byId.get(node.id) ?? [])];
      }
      return nodes;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/services',
    summary: 'Services of the given brands (and of their descendants with include_children)',
    tags: TAGS,
    querystring: Type.Object({ brand_ids: IdList, include_children: Type.Optional(Type.Boolean()) }),
    data: Type.Array(Type.Object({ brand_id: Type.Integer(), services: Type.Array(ServiceSchema) })),
    handler: async (request) => {
      const ids = splitList(request.query.brand_ids).map(Number);
      const brands = await context.scopeOf(request).requireAll(ids);
      const answer: { brand_id: number; services: ServiceWire[] }[] = [];
      const seen = new Set<number>();
      for (const brand of brands) {
        const rows = request.query.include_children ? await loadSubtree(context.db, brand.path) : [brand];
        const services = request.query.include_children
          ? await loadSubtreeServices(context.db, brand.path)
          : await loadServices(context.db, [brand.id]);
        for (const row of rows) {
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          answer.push({ brand_id: row.id, services: services.get(row.id) ?? [] });
        }
      }
      return answer;
    },
  });

  const searchBody = Body(
    {
      search_term: Type.String({ maxLength: 200 }),
      limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
      offset: Type.Integer({ minimum: 0, default: 0 }),
    },
    ['search_term'],
  );

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/brands/search',
    summary:
      'Brands of a subtree whose name contains the term (case-insensitive, searched in SQL), a page at a time',
    tags: TAGS,
    params: BrandIdParams,
    body: searchBody,
    data: Type.Object({ total: Type.Integer(), brands: Type.Array(BrandNodeRef) }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      // Ajv fills the defaults in; the type still sees them as optional.
      const { offset = 0, limit = 100 } = request.body;
      const { total, rows } = await searchSubtree(context.db, brand.path, request.body.search_term.trim(), {
        limit,
        offset,
      });
      const parentIds = [...new Set(rows.map((row) => row.parent_id))].filter(
        (id): id is number => id !== null,
      );
      const [services, favourites, parents] = await Promise.all([
        loadServices(
          context.db,
          rows.map((row) => row.id),
        ),
        favouriteIds(context.db, principalOf(request).sub),
        findBrands(context.db, parentIds),
      ]);
      const typeOf = new Map(parents.map((parent) => [parent.id, parent.type]));
      return { total, brands: rows.map((row) => toNode(row, { services, favourites, typeOf })) };
    },
  });

  for (const method of ['POST', 'DELETE'] as const) {
    defineRoute(app, {
      method,
      url: '/v1/brands/:id/employers/favourites',
      summary: method === 'POST' ? 'Marks the brand as a favourite' : 'Removes the brand from the favourites',
      tags: TAGS,
      params: BrandIdParams,
      data: Type.Object({ brand_id: Type.Integer(), is_favourite: Type.Boolean() }),
      handler: async (request) => {
        const brand = await context.scopeOf(request).require(request.params.id);
        const userId = principalOf(request).sub;
        if (method === 'POST') {
          await context.db
            .insertInto('favourite_brands')
            .values({ user_id: userId, brand_id: brand.id, created_at: new Date().toISOString() })
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await context.db
            .deleteFrom('favourite_brands')
            .where('user_id', '=', userId)
            .where('brand_id', '=', brand.id)
            .execute();
        }
        return { brand_id: brand.id, is_favourite: method === 'POST' };
      },
    });
  }
}

function toNodeOf(nodes: readonly BrandNode[], brand: BrandRow): BrandNode {
  return (
    nodes.find((node) => node.id === brand.id) ??
    toNode(brand, { services: new Map(), favourites: new Set(), typeOf: new Map() })
  );
}
