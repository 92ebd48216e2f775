/**
 * The live events a write publishes (issue #32, wire contract in README "Live events"). A payload
 * carries ids and small facts only: the client refetches what it shows through the REST reads.
 * Each event names its audience, which decides who receives it (live-receiver.ts) by the rules of
 * the REST read of the same data.
 */
export type LiveAudience =
  /** The application's candidate, and employers who may read that application (SOURCE_HIRE in scope). */
  | 'APPLICATION'
  /** Users who may read the brand's news feed (rewards service, in scope). */
  | 'NEWS'
  /** Users who may read the brand's rewards feed (rewards service, in scope). */
  | 'REWARDS'
  /** Users who may open the brand's risk dashboard. */
  | 'RISK';

export type Side = 'EMPLOYER' | 'CANDIDATE';

/** Every event a write publishes, by name, with its payload. */
export interface LiveEventPayloads {
  'message.created': { application_id: number; message_id: number; brand_id: number; sender: Side };
  'message.read': { application_id: number; brand_id: number; reader: Side };
  'application.status_changed': { application_id: number; brand_id: number; status: string };
  'news.created': { brand_id: number; news_id: number };
  'recognition.created': { brand_id: number; recognition_id: number; recipient_user_id: string };
  'risk.flagged': { brand_id: number; location_id: number; answer_id: number };
}

export type LiveEventName = keyof LiveEventPayloads;

/** Which audience each event has. */
export const AUDIENCE_OF: { readonly [Name in LiveEventName]: LiveAudience } = {
  'message.created': 'APPLICATION',
  'message.read': 'APPLICATION',
  'application.status_changed': 'APPLICATION',
  'news.created': 'NEWS',
  'recognition.created': 'REWARDS',
  'risk.flagged': 'RISK',
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

/** Frames only one stream gets (never stored). */
export type StreamOnlyEvent = 'ready' | 'reload' | 'session.ended';
