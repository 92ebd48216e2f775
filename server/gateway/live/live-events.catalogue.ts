import type { LiveEventName, LiveEventPayloads } from './live-events.schema';

export type { LiveEventName, LiveEventPayloads } from './live-events.schema';

/**
 * The live events a write publishes (issue #32, wire contract in README "Live events"; payloads
 * as live-events.schema.ts writes them). A payload carries ids and small facts only: the client
 * refetches what it shows through the REST reads. Each event names its audience, which decides
 * who receives it (live-receiver.ts) by the rules of the REST read of the same data.
 */
export type LiveAudience =
  /** The application's candidate, and employers who may read that application (SOURCE_HIRE in scope). */
  | 'APPLICATION'
  /** Users who may read the brand's news feed (rewards service, in scope). */
  | 'NEWS'
  /** Users who may read the brand's rewards feed (rewards service, in scope). */
  | 'REWARDS'
  /** Users who may open the brand's risk dashboard. */
  | 'RISK'
  /** The location's team and its managers: users whose scope holds the location (schedules). */
  | 'SCHEDULE'
  /**
   * A week of a location's schedule: while the payload's week is published, as SCHEDULE; while it
   * is a draft, only those who may manage the location's schedule (the week read's rule).
   */
  | 'SCHEDULE_WEEK'
  /**
   * One person (the payload's user_id), and only while VIEW_LOGBOOK lets them read the payload's
   * entry_type at the location (the logbook's read rule, logbook-access.ts).
   */
  | 'LOGBOOK_PERSON';

/** The side of an application that wrote or read: EMPLOYER or CANDIDATE. */
export type Side = LiveEventPayloads['message.created']['sender'];

/** Which audience each event has. */
export const AUDIENCE_OF: { readonly [Name in LiveEventName]: LiveAudience } = {
  'message.created': 'APPLICATION',
  'message.read': 'APPLICATION',
  'application.status_changed': 'APPLICATION',
  'news.created': 'NEWS',
  'recognition.created': 'REWARDS',
  'risk.flagged': 'RISK',
  'schedule.published': 'SCHEDULE',
  'shift.changed': 'SCHEDULE_WEEK',
  'shift_request.changed': 'SCHEDULE',
  'time_off.changed': 'SCHEDULE',
  'availability.changed': 'SCHEDULE',
  'punch.recorded': 'SCHEDULE',
  'interview.booked': 'APPLICATION',
  'interview.changed': 'APPLICATION',
  'logbook.notice': 'LOGBOOK_PERSON',
};

/**
 * An event as a write site hands it to `publishLiveEvent`: its name and payload, the brand it
 * belongs to (id and path, the subtree test) and, for application events, the candidate.
 */
export type LiveEvent = {
  [Name in LiveEventName]: {
    readonly name: Name;
    readonly payload: LiveEventPayloads[Name];
    readonly brand: { readonly id: number; readonly path: string };
    /** Required for the 'APPLICATION' audience: the application's candidate. */
    readonly candidateUserId?: string;
  };
}[LiveEventName];

/** The audience of an application's events: its brand and its candidate. */
export interface ApplicationAudience {
  readonly brand: { readonly id: number; readonly path: string };
  readonly candidateUserId: string;
}

/** The audience of an application as the access checks read it (findApplication's row). */
export function applicationAudience(application: {
  brand_id: number;
  brand_path: string;
  candidate_user_id: string;
}): ApplicationAudience {
  return {
    brand: { id: application.brand_id, path: application.brand_path },
    candidateUserId: application.candidate_user_id,
  };
}

/** The side of a reader as events name it. */
export const sideOf = (reader: { side: 'employer' | 'candidate' }): Side =>
  reader.side === 'employer' ? 'EMPLOYER' : 'CANDIDATE';

/** An event as read back from the log. */
export interface StoredLiveEvent {
  readonly id: number;
  readonly name: string;
  /** One-line JSON. */
  readonly payload: string;
  readonly audience: string;
  readonly brand_id: number;
  readonly brand_path: string;
  readonly candidate_user_id: string | null;
}

type BrandOfEvent = { readonly id: number; readonly path: string };

/** `news.created` for a manager's announcement `newsId` on `brand`. */
export const newsCreated = (brand: BrandOfEvent, newsId: number): LiveEvent => ({
  name: 'news.created',
  payload: { brand_id: brand.id, news_id: newsId },
  brand: { id: brand.id, path: brand.path },
});

/** `recognition.created` for recognition `recognitionId` of `recipientUserId` on `brand`. */
export const recognitionCreated = (
  brand: BrandOfEvent,
  recognitionId: number,
  recipientUserId: string,
): LiveEvent => ({
  name: 'recognition.created',
  payload: { brand_id: brand.id, recognition_id: recognitionId, recipient_user_id: recipientUserId },
  brand: { id: brand.id, path: brand.path },
});

/**
 * `risk.flagged` for attestation answer `answerId` at location `locationId` (a brand; `brand` is
 * that location's brand row). No route creates answers yet: the coming time clock publishes this
 * in the transaction that saves a flagged answer (`publishLiveEvent(trx, riskFlagged(…))`).
 */
export const riskFlagged = (brand: BrandOfEvent, locationId: number, answerId: number): LiveEvent => ({
  name: 'risk.flagged',
  payload: { brand_id: brand.id, location_id: locationId, answer_id: answerId },
  brand: { id: brand.id, path: brand.path },
});

/** `schedule.published` for the week starting `weekStart` of location `brand`. */
export const schedulePublished = (brand: BrandOfEvent, weekStart: string): LiveEvent => ({
  name: 'schedule.published',
  payload: { brand_id: brand.id, week_start: weekStart },
  brand: { id: brand.id, path: brand.path },
});

/**
 * `shift.changed` for the week starting `weekStart` of location `brand` (one shift written, a week
 * copied, a template applied); `published` says whether the week's team may read it.
 */
export const shiftChanged = (brand: BrandOfEvent, weekStart: string, published: boolean): LiveEvent => ({
  name: 'shift.changed',
  payload: { brand_id: brand.id, week_start: weekStart, published },
  brand: { id: brand.id, path: brand.path },
});

/** `shift_request.changed` for request `requestId` of shift `shiftId` at location `brand`. */
export const shiftRequestChanged = (
  brand: BrandOfEvent,
  requestId: number,
  shiftId: number,
  status: LiveEventPayloads['shift_request.changed']['status'],
): LiveEvent => ({
  name: 'shift_request.changed',
  payload: { brand_id: brand.id, request_id: requestId, shift_id: shiftId, status },
  brand: { id: brand.id, path: brand.path },
});

/** `time_off.changed` for time-off request `requestId` at location `brand`, now `status`. */
export const timeOffChanged = (
  brand: BrandOfEvent,
  requestId: number,
  status: LiveEventPayloads['time_off.changed']['status'],
): LiveEvent => ({
  name: 'time_off.changed',
  payload: { brand_id: brand.id, request_id: requestId, status },
  brand: { id: brand.id, path: brand.path },
});

/** `availability.changed` when `userId` replaced their weekly unavailability at location `brand`. */
export const availabilityChanged = (brand: BrandOfEvent, userId: string): LiveEvent => ({
  name: 'availability.changed',
  payload: { brand_id: brand.id, user_id: userId },
  brand: { id: brand.id, path: brand.path },
});

/** `punch.recorded` for punch `punchId` at location `brand` (its timesheet's managers reread). */
export const punchRecorded = (brand: BrandOfEvent, punchId: number): LiveEvent => ({
  name: 'punch.recorded',
  payload: { brand_id: brand.id, punch_id: punchId },
  brand: { id: brand.id, path: brand.path },
});

/**
 * `logbook.notice` telling `userId` that entry `entryId` (of `type`, at location `brand`) mentions
 * them or was assigned to them. Ids and the type only: the person reads the entry through REST.
 */
export const logbookNotice = (
  brand: BrandOfEvent,
  entryId: number,
  type: LiveEventPayloads['logbook.notice']['entry_type'],
  userId: string,
  reason: LiveEventPayloads['logbook.notice']['reason'],
): LiveEvent => ({
  name: 'logbook.notice',
  payload: { brand_id: brand.id, entry_id: entryId, entry_type: type, user_id: userId, reason },
  brand: { id: brand.id, path: brand.path },
});
