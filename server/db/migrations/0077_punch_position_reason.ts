import type { Kysely } from 'kysely';

/**
 * Why a punch has no position (issue #33, spec 001's consent rules): a punch at a location with
 * a geofence is recorded NO_POSITION, flagged, with the reason — NO_CONSENT (the employee did
 * not agree to share it, so none is stored), DENIED (the browser refused), UNAVAILABLE (no fix,
 * or a time-out), UNSUPPORTED (no geolocation), NOT_ANSWERED (the punch was made but the app
 * closed before the position came) or NOT_SENT (the client named no reason). Null with a
 * position or without a geofence. A plain text column: both dialects.
 */
export interface PunchPositionReasonTables {
  time_clock_punches: {
    no_position_reason: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('time_clock_punches').addColumn('no_position_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('time_clock_punches').dropColumn('no_position_reason').execute();
}
