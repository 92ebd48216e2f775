import type { FastifyInstance } from 'fastify';
import {
  breaksText,
  isWeekStart,
  shiftEditProblem,
  weekBounds,
  type BreakTimes,
} from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { rulesOf } from '../schedules/schedules.repository';
import { schedulesErrors } from '../schedules/schedules.errors';
import { timesheetCsv } from './timesheet-csv';
import { effectiveTimes, planMatchesOf, shiftWire } from './timesheet-view';
import { timesheetLocation } from './timesheets-access';
import { timesheetsErrors } from './timesheets.errors';
import {
  advanceVersion,
  peopleNames,
  plannedShifts,
  storedShifts,
  type StoredShift,
} from './timesheets.repository';
import {
  approveBody,
  editBody,
  TimesheetShiftSchema,
  TimesheetWeekSchema,
  timesheetShiftParams,
  timesheetWeekQuery,
} from './timesheets.schema';
import { Type } from '@sinclair/typebox';

const TAGS = ['timesheets'];
const ACCESS = 'TEAM_LIVE on a location of a brand with TEAM_SCHEDULING; 403 TIMESHEETS.FORBIDDEN';
const DAY_MS = 86_400_000;

/** The week's shifts of a location, built as the timesheet shows them. */
async function timesheetWeek(context: GatewayContext, brand: BrandRow, week: string) {
  if (!isWeekStart(week)) throw schedulesErrors.invalidWeek(week);
  const { time_zone: zone } = await rulesOf(context.db, brand.id);
  const range = weekBounds(week, zone);
  const stored = await storedShifts(context.db, brand.id, range);
  const wire = await wireShifts(context, brand, stored, range);
  const people = new Map<string, { user_id: string; name: string; worked_minutes: number }>();
  for (const shift of wire) {
    const person = people.get(shift.user_id) ?? {
      user_id: shift.user_id,
      name: shift.person_name,
      worked_minutes: 0,
    };
    person.worked_minutes += shift.worked_minutes;
    people.set(shift.user_id, person);
  }
  return {
    location: { id: brand.id, name: brand.name, time_zone: zone },
    week_start: week,
    people: [...people.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id),
    ),
    shifts: wire.sort(
      (a, b) =>
        a.person_name.localeCompare(b.person_name) ||
        a.user_id.localeCompare(b.user_id) ||
        a.clock_in_at.localeCompare(b.clock_in_at),
    ),
    worked_minutes: wire.reduce((sum, shift) => sum + shift.worked_minutes, 0),
  };
}

/**
 * Wire shifts of `shown`, each compared with its scheduled shift (planned-shift.rules.ts) among
 * `worked`: the same people's shifts in and around `range` (`shown` itself by default).
 */
async function wireShifts(
  context: GatewayContext,
  brand: BrandRow,
  shown: readonly StoredShift[],
  range: { from: string; to: string },
  worked: readonly StoredShift[] = shown,
) {
  const [names, planned] = await Promise.all([
    peopleNames(context.db, shown),
    plannedShifts(
      context.db,
      brand.id,
      worked.map((shift) => shift.userId),
      {
        from: new Date(Date.parse(range.from) - DAY_MS).toISOString(),
        to: new Date(Date.parse(range.to) + DAY_MS).toISOString(),
      },
    ),
  ]);
  const matches = planMatchesOf(worked, planned);
  const now = Date.now();
  return shown.map((shift) => shiftWire(shift, names, matches.get(shift.id), now));
}

/** One shift of the location, or 404 TIMESHEETS.SHIFT_NOT_FOUND. */
async function oneShift(context: GatewayContext, brand: BrandRow, id: number) {
  const [shift] = await storedShifts(context.db, brand.id, { onlyId: id });
  if (!shift) throw timesheetsErrors.shiftNotFound(id);
  return shift;
}

/** One shift as the timesheet shows it, compared with its plan beside the person's shifts around it. */
async function oneShiftWire(context: GatewayContext, brand: BrandRow, id: number) {
  const shift = await oneShift(context, brand, id);
  const at = Date.parse(effectiveTimes(shift).times.clockInAt);
  const range = {
    from: new Date(at - DAY_MS).toISOString(),
    to: new Date(at + DAY_MS).toISOString(),
  };
  const around = await storedShifts(context.db, brand.id, { ...range, userId: shift.userId });
  const worked = [shift, ...around.filter((other) => other.id !== shift.id)];
  const [wire] = await wireShifts(context, brand, [shift], range, worked);
  return wire!;
}

const breaksOf = (breaks: readonly { start_at: string; end_at: string }[]): BreakTimes[] =>
  breaks.map((item) => ({
    startAt: new Date(item.start_at).toISOString(),
    endAt: new Date(item.end_at).toISOString(),
  }));

/**
 * Timesheets (issue #33): a manager's week of a location's time clock — shifts built from punches
 * (clock-in → breaks → clock-out), hours and flags (timesheet.rules.ts) — with approval, edits
 * that keep the punches and an audit trail, and a CSV export. Every route: timesheetLocation.
 */
export function registerTimesheetsRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/timesheets',
    summary: `The week of the location’s timesheet (${ACCESS}): each shift whose clock-in (device time) lies in the week (local time of the location), with its breaks, minutes, flags (OUTSIDE_GEOFENCE, NO_POSITION, ATTESTATION_RISK, MISSED_BREAK: over 6 h with no break, EARLY_CLOCK_IN / LATE_CLOCK_IN: over 15 min before or after the scheduled start, LATE_CLOCK_OUT: over 15 min after the scheduled end, LATE_SYNC: received over 10 min after the device time), approval and edits; each person’s week total. 400 SCHEDULES.INVALID_WEEK when week is not a Monday`,
    tags: TAGS,
    params: BrandIdParams,
    querystring: timesheetWeekQuery,
    data: TimesheetWeekSchema,
    handler: async (request) => {
      const brand = await timesheetLocation(context, request, request.params.id);
      return timesheetWeek(context, brand, request.query.week);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/timesheets/csv',
    summary: `The week of the timesheet as CSV (${ACCESS}): text/csv, a header row, one row per shift, local times; a cell starting with = + - @ is prefixed with an apostrophe. A request whose Accept starts with application/json gets the same text in the envelope’s data`,
    tags: TAGS,
    params: BrandIdParams,
    querystring: timesheetWeekQuery,
    data: Type.String({ description: 'The CSV text (sent as text/csv, not in the envelope)' }),
    handler: async (request, reply) => {
      const brand = await timesheetLocation(context, request, request.params.id);
      const week = await timesheetWeek(context, brand, request.query.week);
      const csv = timesheetCsv(week);
      // The app's gateway reads envelopes: asked for JSON first, the text comes in `data`.
      if (/^application\/json/.test(request.headers.accept ?? '')) return csv;
      const file = `timesheet-${brand.id}-${week.week_start}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csv) as never;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/timesheets/shifts/:punch/approve',
    summary: `Approves a closed shift (${ACCESS}), sending the version read: 409 TIMESHEETS.STALE_SHIFT when it moved on, TIMESHEETS.SHIFT_OPEN before its clock-out; 404 TIMESHEETS.SHIFT_NOT_FOUND. Answers the shift with who approved it and when`,
    tags: TAGS,
    params: timesheetShiftParams,
    body: approveBody,
    data: TimesheetShiftSchema,
    handler: async (request) => {
      const brand = await timesheetLocation(context, request, request.params.id);
      const shift = await oneShift(context, brand, request.params.punch);
      if (effectiveTimes(shift).times.clockOutAt === undefined) throw timesheetsErrors.shiftOpen();
      const now = new Date().toISOString();
      const moved = await db.transaction().execute((trx) =>
        advanceVersion(trx, { id: shift.id, brandId: brand.id, userId: shift.userId }, request.body.version, {
          approved_by: principalOf(request).sub,
          approved_at: now,
          updated_at: now,
        }),
      );
      if (!moved) throw timesheetsErrors.stale();
      return oneShiftWire(context, brand, shift.id);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/timesheets/shifts/:punch',
    summary: `Edits a closed shift’s clock-in, clock-out and breaks (${ACCESS}) with a required reason; the punches are kept, each changed field is stored with who, when, old → new (the shift’s edits), and an approval is withdrawn. 409 TIMESHEETS.STALE_SHIFT when the version moved on (nothing written), TIMESHEETS.SHIFT_OPEN; 400 TIMESHEETS.REASON_REQUIRED, TIMESHEETS.INVALID_TIMES, TIMESHEETS.NOTHING_CHANGED`,
    tags: TAGS,
    params: timesheetShiftParams,
    body: editBody,
    data: TimesheetShiftSchema,
    handler: async (request) => {
      const brand = await timesheetLocation(context, request, request.params.id);
      const body = request.body;
      const reason = body.reason.trim();
      if (reason === '') throw timesheetsErrors.reasonRequired();
      const shift = await oneShift(context, brand, request.params.punch);
      const { times: before } = effectiveTimes(shift);
      if (before.clockOutAt === undefined) throw timesheetsErrors.shiftOpen();
      const after = {
        clockInAt: new Date(body.clock_in_at).toISOString(),
        clockOutAt: new Date(body.clock_out_at).toISOString(),
        breaks: breaksOf(body.breaks),
      };
      const problem = shiftEditProblem({
        ...after,
        breaks: after.breaks.map((item) => ({ startAt: item.startAt, endAt: item.endAt! })),
      });
      if (problem) throw timesheetsErrors.invalidTimes(problem);
      const changes = [
        { field: 'CLOCK_IN', old: before.clockInAt, new: after.clockInAt },
        { field: 'CLOCK_OUT', old: before.clockOutAt, new: after.clockOutAt },
        { field: 'BREAKS', old: breaksText(before.breaks), new: breaksText(after.breaks) },
      ].filter((change) => change.old !== change.new);
      if (changes.length === 0) throw timesheetsErrors.nothingChanged();
      const userId = principalOf(request).sub;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const moved = await advanceVersion(
          trx,
          { id: shift.id, brandId: brand.id, userId: shift.userId },
          body.version,
          {
            clock_in_at: after.clockInAt,
            clock_out_at: after.clockOutAt,
            breaks_json: JSON.stringify(
              after.breaks.map((item) => ({ start_at: item.startAt, end_at: item.endAt })),
            ),
            approved_by: null,
            approved_at: null,
            updated_at: now,
          },
        );
        if (!moved) throw timesheetsErrors.stale();
        await trx
          .insertInto('timesheet_edits')
          .values(
            changes.map((change) => ({
              shift_punch_id: shift.id,
              edited_by: userId,
              edited_at: now,
              field: change.field,
              old_value: change.old,
              new_value: change.new,
              reason,
            })),
          )
          .execute();
      });
      return oneShiftWire(context, brand, shift.id);
    },
  });
}
