import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import {
  ATTESTATION_LIMITS,
  lastWeekStarts,
  RISK_LOCATION_FILTERS,
  type AttestationOption,
  type Language,
  type LocalizedText,
  type QuestionType,
} from '../../../src-domain/index';
import { findBrand, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { badRequest } from '../gateway.errors';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams, Nullable } from '../route-schema';
import { requireRiskViewer } from './attestation-access';
import { attestationErrors } from './attestation.errors';
import { LanguageSchema, LocalizedTextSchema, OptionSchema, QuestionTypeSchema } from './attestation.schema';
import { filterChoices, findAnswer, listAnswers, resolveAnswer, riskFigures } from './risk.repository';

const TAGS = ['Risk dashboard'];
const BASE = '/v1/brands/:id/risk/attestation';

const answerSchema = Type.Object({
  id: Type.Integer(),
  template_id: Type.Integer(),
  version: Type.Integer(),
  question_type: QuestionTypeSchema,
  question: LocalizedTextSchema,
  question_default_language: LanguageSchema,
  /** The version's options: their texts name the option keys in `answers`. */
  question_options: Type.Array(OptionSchema),
  location: Type.Object({ id: Type.Integer(), name: Type.String() }),
  employee_name: Type.String(),
  shift_date: Type.String(),
  shift_minutes: Type.Integer(),
  answers: Type.Array(Type.String()),
  comment: Nullable(Type.String()),
  flagged: Type.Boolean(),
  answered_at: Type.String(),
  resolved_at: Nullable(Type.String()),
  resolved_by: Nullable(Type.String()),
  resolution_note: Nullable(Type.String()),
});

const locationRowSchema = Type.Object({
  location_id: Type.Integer(),
  location_name: Type.String(),
  flagged_by_week: Type.Array(Type.Integer()),
  unresolved: Type.Integer(),
});

type AnswerRow = Awaited<ReturnType<typeof listAnswers>>['items'][number];

/** An answer as the wire says it; the question's columns were written from a validated draft. */
function answerView(row: AnswerRow): Static<typeof answerSchema> {
  const resolver = [row.first_name, row.last_name].filter((part) => part).join(' ');
  return {
    id: row.id,
    template_id: row.template_id,
    version: row.version,
    question_type: row.type as QuestionType,
    question: JSON.parse(row.text_json) as LocalizedText,
    question_default_language: row.default_language as Language,
    question_options: JSON.parse(row.options_json) as AttestationOption[],
    location: { id: row.brand_id, name: row.location_name },
    employee_name: row.employee_name,
    shift_date: row.shift_date,
    shift_minutes: row.shift_minutes,
    answers: JSON.parse(row.answers_json) as string[],
    comment: row.comment,
    flagged: row.flagged === 1,
    answered_at: row.answered_at,
    resolved_at: row.resolved_at,
    resolved_by: row.resolved_at === null ? null : resolver || null,
    resolution_note: row.resolution_note,
  };
}

/**
 * The brand (or the chosen filter brand) whose subtree the figures cover: the brand itself
 * without `location_id`; else one of the filter's choices (400 ATTESTATION.LOCATION_OUTSIDE_BRAND).
 */
async function scopeBrand(
  context: GatewayContext,
  brand: BrandRow,
  filterType: string,
  locationId: number | undefined,
): Promise<BrandRow> {
  if (locationId === undefined || locationId === brand.id) return brand;
  const choices = await filterChoices(context.db, brand, filterType === RISK_LOCATION_FILTERS.childrenOnly);
  if (!choices.some((choice) => choice.id === locationId))
    throw attestationErrors.locationOutsideBrand(locationId);
  return (await findBrand(context.db, locationId))!;
}

/**
 * The risk dashboard's data (spec 000 §6 feature rule, issue #16): flagged clock-out attestation
 * answers by location and week, the trend, unresolved flags, the answers behind each figure,
 * and resolving a flag with a note.
 */
export function registerRiskRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/summary`,
    summary:
      'Flagged clock-out answers under the brand (or the location_id the location filter offers) by location and week, the weekly trend and unresolved flags',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 26, default: 8 })),
      location_id: Type.Optional(Type.Integer({ minimum: 1 })),
    }),
    data: Type.Object({
      brand_id: Type.Integer(),
      location_filter_type: Type.String(),
      weeks: Type.Array(Type.String()),
      answers: Type.Integer(),
      flagged: Type.Integer(),
      unresolved: Type.Integer(),
      locations: Type.Array(locationRowSchema),
      trend: Type.Array(
        Type.Object({ week_start: Type.String(), answers: Type.Integer(), flagged: Type.Integer() }),
      ),
      filter_choices: Type.Array(
        Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
      ),
    }),
    handler: async (request) => {
      const { brand, locationFilterType } = await requireRiskViewer(context, request, request.params.id);
      const scope = await scopeBrand(context, brand, locationFilterType, request.query.location_id);
      const weeks = lastWeekStarts(request.query.weeks ?? 8, DateTime.utc());
      const to = DateTime.utc().toISODate()!;
      const [figures, choices] = await Promise.all([
        riskFigures(db, scope.path, weeks[0]!, to),
        filterChoices(db, brand, locationFilterType === RISK_LOCATION_FILTERS.childrenOnly),
      ]);
      const locations = new Map<number, Static<typeof locationRowSchema>>();
      const rowOf = (id: number, name: string) => {
        let row = locations.get(id);
        if (!row) {
          row = { location_id: id, location_name: name, flagged_by_week: weeks.map(() => 0), unresolved: 0 };
          locations.set(id, row);
        }
        return row;
      };
      for (const cell of figures.byLocationWeek) {
        const index = weeks.indexOf(cell.week);
        if (index >= 0) rowOf(cell.brand_id, cell.name).flagged_by_week[index] = Number(cell.flagged);
      }
      for (const cell of figures.unresolved)
        rowOf(cell.brand_id, cell.name).unresolved = Number(cell.unresolved);
      const trend = weeks.map((week) => {
        const point = figures.byWeek.find((row) => row.week === week);
        return {
          week_start: week,
          answers: Number(point?.answers ?? 0),
          flagged: Number(point?.flagged ?? 0),
        };
      });
      const sorted = [...locations.values()].sort(
        (a, b) =>
          b.unresolved - a.unresolved ||
          b.flagged_by_week.reduce((s, n) => s + n, 0) - a.flagged_by_week.reduce((s, n) => s + n, 0) ||
          a.location_name.localeCompare(b.location_name),
      );
      return {
        brand_id: brand.id,
        location_filter_type: locationFilterType,
        weeks,
        answers: trend.reduce((sum, point) => sum + point.answers, 0),
        flagged: trend.reduce((sum, point) => sum + point.flagged, 0),
        unresolved: sorted.reduce((sum, row) => sum + row.unresolved, 0),
        locations: sorted,
        trend,
        filter_choices: choices,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/answers`,
    summary:
      'The answers behind a figure: under the brand or location_id, of the week starting week_start (a Monday), flagged or not, resolved or not; newest shift first, paged',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      location_id: Type.Optional(Type.Integer({ minimum: 1 })),
      week_start: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
      flagged: Type.Optional(Type.Boolean()),
      resolved: Type.Optional(Type.Boolean()),
      offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    }),
    data: Type.Object({ total: Type.Integer(), offset: Type.Integer(), answers: Type.Array(answerSchema) }),
    handler: async (request) => {
      const { brand, locationFilterType } = await requireRiskViewer(context, request, request.params.id);
      const { query } = request;
      const offset = query.offset ?? 0;
      const scope = await scopeBrand(context, brand, locationFilterType, query.location_id);
      if (query.week_start !== undefined && DateTime.fromISO(query.week_start).weekday !== 1) {
        throw badRequest('ATTESTATION.WEEK_START_INVALID', 'week_start must be a Monday (YYYY-MM-DD)');
      }
      const page = await listAnswers(db, {
        path: scope.path,
        ...(query.week_start !== undefined ? { weekStart: query.week_start } : {}),
        ...(query.flagged !== undefined ? { flagged: query.flagged } : {}),
        ...(query.resolved !== undefined ? { resolved: query.resolved } : {}),
        offset,
        limit: query.limit ?? 20,
      });
      return { total: page.total, offset, answers: page.items.map(answerView) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/answers/:answer/resolution`,
    summary:
      'Resolves a flagged answer with the manager’s note; 409 ATTESTATION.ALREADY_RESOLVED or ATTESTATION.NOT_FLAGGED',
    tags: TAGS,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }), answer: Type.Integer({ minimum: 1 }) }),
    body: Body({ note: Type.String({ minLength: 1, maxLength: ATTESTATION_LIMITS.resolutionNote }) }, [
      'note',
    ]),
    data: answerSchema,
    handler: async (request) => {
      const { brand } = await requireRiskViewer(context, request, request.params.id);
      const id = request.params.answer;
      const note = request.body.note.trim();
      if (note === '') throw badRequest('ATTESTATION.NOTE_REQUIRED', 'A resolution needs a note');
      await db.transaction().execute(async (trx) => {
        const answer = await findAnswer(trx, brand.path, id);
        if (!answer) throw attestationErrors.answerNotFound(id, brand.id);
        if (answer.flagged !== 1) throw attestationErrors.notFlagged(id);
        const resolved = await resolveAnswer(trx, id, {
          note,
          userId: principalOf(request).sub,
          now: new Date().toISOString(),
        });
        if (!resolved) throw attestationErrors.alreadyResolved(id);
      });
      return answerView((await findAnswer(db, brand.path, id))!);
    },
  });
}
