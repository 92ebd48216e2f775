import type { FastifyInstance } from 'fastify';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { notFound } from '../gateway.errors';
import { defineUntypedRoute } from '../gateway.route';
import {
  arrayOf,
  body,
  bool,
  brandIdParams,
  imageRef,
  int,
  nullable,
  object,
  str,
  type JsonSchema,
} from '../gateway.schema';
import {
  accessesOf,
  listMembers,
  locationsWithMembers,
  membershipsNear,
  searchEmployers,
} from './team.repository';

const TAGS = ['Team'];

/** What `required_data` of GET /v3/brands/{id}/users may add to each user. */
export const TEAM_REQUIRED_DATA = ['ACCESSES', 'BRANDS', 'CONTACT'] as const;

const uuid = '[0-9a-fA-F-]{36}';
const brandRefSchema = object({ id: int, name: str });
const memberSchema = object({
  id: str,
  first_name: str,
  last_name: str,
  email: str,
  role: { type: 'string', description: 'OWNER | MANAGER | EMPLOYEE' },
  user_employer: bool,
  brand: brandRefSchema,
});

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
const photo = (row: MemberRow) =>
  row.profile_photo_uuid && row.profile_photo_path
    ? { uuid: row.profile_photo_uuid, path: row.profile_photo_path }
    : null;
const memberView = (row: MemberRow) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  role: row.role,
  user_employer: row.user_employer === 1,
  brand: { id: row.brand_id, name: row.brand_name },
});

interface V3Query {
  user_ids?: string[];
  view: 'BASIC' | 'DETAILED';
  schedulable?: boolean;
  required_data?: string[];
  offset: number;
  limit: number;
}

/**
 * Team reads of 001 §7 "Team" (and the employer search and brand users of "Brands"): members
 * are users with a membership on a brand; every route checks the caller's subtree (403 / 404).
 */
export function registerTeamRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number }; Querystring: { include_children?: boolean } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/users',
    summary:
      'Members of the brand (with include_children: of its whole subtree), one row per membership, by name',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ include_children: bool }),
    data: object({ brand_id: int, users: arrayOf(memberSchema) }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const rows = await listMembers(db, {
        ...brand,
        includeChildren: request.query.include_children ?? false,
      });
      return { brand_id: brand.id, users: rows.map(memberView) };
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/users/locations',
    summary: 'Locations of the brand’s subtree that have members, with how many, by name',
    tags: TAGS,
    params: brandIdParams,
    data: object({ brand_id: int, locations: arrayOf(object({ id: int, name: str, users: int })) }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const rows = await locationsWithMembers(db, { ...brand, includeChildren: true });
      return { brand_id: brand.id, locations: rows.map((row) => ({ ...row, users: Number(row.users) })) };
    },
  });

  defineUntypedRoute<{ Params: { id: number; user: string } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/users/:user/basic_info',
    summary:
      'A member of the brand’s subtree or of a brand above it: name, photo and memberships there; 404 TEAM.USER_NOT_FOUND otherwise',
    tags: TAGS,
    params: {
      type: 'object',
      required: ['id', 'user'],
      properties: { id: { type: 'integer', minimum: 1 }, user: { type: 'string', pattern: `^${uuid}$` } },
    },
    data: object({
      id: str,
      first_name: str,
      last_name: str,
      email: str,
      profile_image: imageRef,
      memberships: arrayOf(object({ role: str, brand: brandRefSchema })),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const rows = await membershipsNear(db, request.params.user, brand.path, pathIds(brand.path));
      const first = rows[0];
      if (!first)
        throw notFound('TEAM.USER_NOT_FOUND', `User ${request.params.user} is not in brand ${brand.id}`);
      return {
        id: first.id,
        first_name: first.first_name,
        last_name: first.last_name,
        email: first.email,
        profile_image: photo(first),
        memberships: rows.map((row) => ({
          role: row.role,
          brand: { id: row.brand_id, name: row.brand_name },
        })),
      };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Querystring: V3Query }>(app, {
    method: 'GET',
    url: '/v3/brands/:id/users',
    summary:
      'Users of the brand’s subtree, one row per user, by name. user_ids narrows; view BASIC (name, photo) or DETAILED (also e-mail, phone); schedulable=true keeps members of locations; required_data adds ACCESSES (held on the brand), BRANDS (memberships), CONTACT',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({
      user_ids: {
        type: 'array',
        items: { type: 'string', pattern: `^${uuid}(,${uuid})*$` },
        maxItems: 500,
      },
      view: { type: 'string', enum: ['BASIC', 'DETAILED'], default: 'BASIC' },
      schedulable: bool,
      required_data: {
        type: 'array',
        items: {
          type: 'string',
          pattern: `^(${TEAM_REQUIRED_DATA.join('|')})(,(${TEAM_REQUIRED_DATA.join('|')}))*$`,
        },
        maxItems: 10,
      },
      offset: { type: 'integer', minimum: 0, default: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
    }),
    data: object({
      brand_id: int,
      total: int,
      users: arrayOf(
        object({
          id: str,
          first_name: str,
          last_name: str,
          profile_image: imageRef,
          email: nullable(str),
          phone: nullable(str),
          accesses: nullable(arrayOf(str)),
          brands: nullable(arrayOf(object({ role: str, brand: brandRefSchema }))),
        } satisfies Record<string, JsonSchema>),
      ),
    }),
    handler: async (request) => {
      const { query } = request;
      const brand = await context.scopeOf(request).require(request.params.id);
      const userIds = query.user_ids?.flatMap((value) => value.split(','));
      const rows = await listMembers(
        db,
        { ...brand, includeChildren: true },
        { ...(userIds ? { userIds } : {}), locationsOnly: query.schedulable === true },
      );
      const byUser = new Map<string, MemberRow[]>();
      for (const row of rows) byUser.set(row.id, [...(byUser.get(row.id) ?? []), row]);
      const page = [...byUser.values()].slice(query.offset, query.offset + query.limit);
      const wanted = new Set((query.required_data ?? []).flatMap((value) => value.split(',')));
      const chain = new Set(pathIds(brand.path));
      const accesses = wanted.has('ACCESSES')
        ? await accessesOf(
            db,
            page.map((memberships) => memberships[0]!.id),
          )
        : [];
      const contact = query.view === 'DETAILED' || wanted.has('CONTACT');
      return {
        brand_id: brand.id,
        total: byUser.size,
        users: page.map((memberships) => {
          const row = memberships[0]!;
          return {
            id: row.id,
            first_name: row.first_name,
            last_name: row.last_name,
            profile_image: photo(row),
            email: contact ? row.email : null,
            phone: contact ? row.phone : null,
            // An access granted on the brand or above it holds on the brand.
            accesses: wanted.has('ACCESSES')
              ? [
                  ...new Set(
                    accesses
                      .filter(
                        (grant) =>
                          grant.user_id === row.id && pathIds(grant.path).every((id) => chain.has(id)),
                      )
                      .map((grant) => grant.access),
                  ),
                ].sort()
              : null,
            brands: wanted.has('BRANDS')
              ? memberships.map((entry) => ({
                  role: entry.role,
                  brand: { id: entry.brand_id, name: entry.brand_name },
                }))
              : null,
          };
        }),
      };
    },
  });

  defineUntypedRoute<{
    Params: { id: number };
    Body: { search_term: string; limit: number; offset: number };
  }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/employers/search',
    summary:
      'Employers of a brand (its subtree and the levels above it) whose name or e-mail contains the term, case-insensitive; paged in SQL',
    tags: TAGS,
    params: brandIdParams,
    body: body(
      {
        search_term: { type: 'string', maxLength: 200 },
        limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
        offset: { type: 'integer', minimum: 0, default: 0 },
      },
      ['search_term'],
    ),
    data: object({
      total: int,
      employers: arrayOf(
        object({
          id: str,
          first_name: str,
          last_name: str,
          email: str,
          role: str,
          brand_id: int,
          brand_name: str,
        }),
      ),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const ancestors = pathIds(brand.path).filter((id) => id !== brand.id);
      const { total, rows } = await searchEmployers(
        db,
        brand,
        ancestors,
        request.body.search_term.trim(),
        request.body,
      );
      return { total, employers: rows };
    },
  });
}
