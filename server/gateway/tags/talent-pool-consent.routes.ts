import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, Nullable } from '../route-schema';
import { TAGS } from './tags.schema';

/** The tag modes that make a talent pool a candidate is kept in (STATUS is an application's stage). */
const POOL_MODES = ['GLOBAL', 'POSITION', 'PRIVATE'] as const;

const poolBrandSchema = Type.Object({
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  pools: Type.Array(Type.String()),
  private_tags: Type.Integer({
    description: 'Private tags employers of this brand gave the candidate (their names stay private)',
  }),
});
const poolsSchema = Type.Object({
  opted_out: Type.Boolean(),
  opted_out_at: Nullable(Type.String()),
  brands: Type.Array(poolBrandSchema),
});

/** The brands whose talent pools keep a candidate, with the pools' names. */
async function poolsOf(context: GatewayContext, userId: string): Promise<Static<typeof poolsSchema>> {
  const [rows, optOut] = await Promise.all([
    context.db
      .selectFrom('candidate_tags as ct')
      .innerJoin('tags as t', 't.id', 'ct.tag_id')
      .innerJoin('brands as b', 'b.id', 't.brand_id')
      .select(['b.id as brand_id', 'b.name as brand_name', 't.name', 't.mode'])
      .where('ct.candidate_user_id', '=', userId)
      .where('t.mode', 'in', [...POOL_MODES])
      .orderBy('b.name')
      .orderBy('t.sort_order')
      .orderBy('t.id')
      .execute(),
    context.db
      .selectFrom('talent_pool_opt_outs')
      .select('opted_out_at')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const brands = new Map<number, Static<typeof poolBrandSchema>>();
  for (const row of rows) {
    const entry = brands.get(row.brand_id) ?? {
      brand_id: row.brand_id,
      brand_name: row.brand_name,
      pools: [],
      private_tags: 0,
    };
    if (row.mode === 'PRIVATE') entry.private_tags += 1;
    else entry.pools.push(row.name);
    brands.set(row.brand_id, entry);
  }
  return {
    opted_out: optOut !== undefined,
    opted_out_at: optOut?.opted_out_at ?? null,
    brands: [...brands.values()],
  };
}

/**
 * The candidate's side of talent pools (issue #14): which brands keep them in which pools, and
 * the opt-out. Opting out takes the candidate out of every pool at once — their GLOBAL, POSITION
 * and PRIVATE tags and the feedback on those tags are deleted — and from then on they are left
 * out of pool listings and refused by assign (409 TAGS.CANDIDATE_OPTED_OUT) and by
 * talent_pools/validate_user. Their applications and pipeline stages are untouched. Opting back
 * in lets employers tag them again; the deleted tags do not come back.
 */
export function registerTalentPoolConsentRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/candidate_talent_pools',
    summary:
      'The caller’s own talent pools: whether they opted out (and when), and the brands whose pools keep them with the pools’ names (private tags counted, not named).',
    tags: TAGS,
    data: poolsSchema,
    handler: async (request) => poolsOf(context, principalOf(request).sub),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/candidate_talent_pools/opt_out',
    summary:
      'Opts the caller out of every talent pool (`opted_out: true`: their pool and private tags and the feedback on them are deleted in the same transaction, and employers cannot tag them into pools again) or back in (`false`: employers may tag them again; nothing deleted comes back). Repeating either is harmless. Answers the caller’s pools as GET does. Accepts Idempotency-Key.',
    tags: TAGS,
    body: Body({ opted_out: Type.Boolean() }, ['opted_out']),
    data: poolsSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!request.body.opted_out) {
          await trx.deleteFrom('talent_pool_opt_outs').where('user_id', '=', userId).execute();
          return;
        }
        await trx
          .insertInto('talent_pool_opt_outs')
          .values({ user_id: userId, opted_out_at: now })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        const poolTags = trx
          .selectFrom('tags')
          .select('id')
          .where('mode', 'in', [...POOL_MODES]);
        await trx
          .deleteFrom('tag_feedback')
          .where('candidate_user_id', '=', userId)
          .where('tag_id', 'in', poolTags)
          .execute();
        await trx
          .deleteFrom('candidate_tags')
          .where('candidate_user_id', '=', userId)
          .where('tag_id', 'in', poolTags)
          .execute();
      });
      return poolsOf(context, userId);
    },
  });
}
