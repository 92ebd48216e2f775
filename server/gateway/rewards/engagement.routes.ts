import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { engagementOf, type EngagementFiguresRow } from './engagement.repository';
import { requireEngagementViewer } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import { TAGS, daySchema } from './rewards.schema';

/** The figures of one brand (or the subtree's totals). */
const rowSchema = {
  points_given: Type.Integer(),
  recognitions: Type.Integer(),
  active_recognisers: Type.Integer(),
  recipients: Type.Integer(),
  budget_allotted: Type.Integer(),
  budget_spent: Type.Integer(),
  raffle_entries: Type.Integer(),
  raffle_participants: Type.Integer(),
};

const figuresOf = (row: EngagementFiguresRow | undefined) => ({
  points_given: row?.points_given ?? 0,
  recognitions: row?.recognitions ?? 0,
  active_recognisers: row?.active_recognisers ?? 0,
  recipients: row?.recipients ?? 0,
  budget_allotted: row?.budget_allotted ?? 0,
  budget_spent: row?.budget_spent ?? 0,
  raffle_entries: row?.raffle_entries ?? 0,
  raffle_participants: row?.raffle_participants ?? 0,
});

/** The engagement dashboard's figures (VIEW_TEAM_ENGAGEMENT or MANAGE_REWARDS). */
export function registerEngagementRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/engagement',
    summary:
      'Engagement of the brand’s subtree from one day to another (both included, at most 366 days): points given, recognitions, active recognisers, recipients, budget allotted and spent, raffle entries and participants, in total and per child brand (VIEW_TEAM_ENGAGEMENT or MANAGE_REWARDS)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({ from: daySchema, to: daySchema }),
    data: Type.Object({
      brand_id: Type.Integer(),
      from: Type.String(),
      to: Type.String(),
      totals: Type.Object(rowSchema),
      by_brand: Type.Array(
        Type.Object({
          brand: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
          ...rowSchema,
        }),
      ),
    }),
    handler: async (request) => {
      const brand = await requireEngagementViewer(context, request, request.params.id);
      const { from, to } = request.query;
      const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (!(span >= 0 && span <= 366))
        throw rewardsErrors.invalidDates('from must not follow to, and the range is at most 366 days');
      const figures = await engagementOf(db, brand, { fromDay: from, toDay: to });
      const children = await db
        .selectFrom('brands')
        .select(['id', 'name', 'type'])
        .where('parent_id', '=', brand.id)
        .where('archived', '=', 0)
        .orderBy('name')
        .execute();
      return {
        brand_id: brand.id,
        from,
        to,
        totals: figuresOf(figures.get('*')),
        by_brand: [
          { brand: { id: brand.id, name: brand.name, type: brand.type }, ...figuresOf(figures.get('')) },
          ...children.map((row) => ({ brand: row, ...figuresOf(figures.get(String(row.id))) })),
        ],
      };
    },
  });
}
