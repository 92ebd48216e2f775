import type { LiveEvent, LiveParty } from '../live/live-event.model';

/**
 * What an in-app notice tells (issue #35): a new message in a thread, a new status of an
 * application, an interview invitation.
 */
export type InAppNoticeKind = 'MESSAGE' | 'STATUS' | 'INTERVIEW';

/** The facts of a live event that decide whether it is worth a notice (server side, stored payload). */
export interface NoticeableEvent {
  /** The event's name as the server publishes it (`message.created`, …). */
  readonly name: string;
  /** `message.created`: who wrote. */
  readonly sender?: string;
  /** `interview.changed`: the interview's state now. */
  readonly state?: string;
  /** `interview.changed`: who changed it (absent on events written before the field existed). */
  readonly by?: string;
}

/**
 * The kind of notice `event` is for a receiver on `side` of the application, undefined when it is
 * none: a message written by the other side; a status change, to the candidate; an interview a
 * manager (re)opened for booking (state INVITED by EMPLOYER), to the candidate. Events the
 * receiver's own side caused (their message, their cancelled booking) are never a notice.
 */
export function inAppNoticeKind(event: NoticeableEvent, side: LiveParty): InAppNoticeKind | undefined {
  switch (event.name) {
    case 'message.created':
      return event.sender !== undefined && event.sender !== side ? 'MESSAGE' : undefined;
    case 'application.status_changed':
      return side === 'CANDIDATE' ? 'STATUS' : undefined;
    case 'interview.changed':
      return side === 'CANDIDATE' && event.state === 'INVITED' && event.by === 'EMPLOYER'
        ? 'INTERVIEW'
        : undefined;
    default:
      return undefined;
  }
}

/** What the server knows of a receiver when it decides on a notice. */
export interface NoticeReceiver {
  /** The person keeps "in the app" on among their notification channels. */
  readonly inApp: boolean;
  /**
   * The person is among those the thread's news is for: the candidate, or, on the employer side,
   * the managers its mail goes to (the nearest SOURCE_HIRE holders), not everyone who may read it.
   */
  readonly toldOfThread: boolean;
}

/** Whether a notice of `kind` reaches `receiver` (false when `kind` is undefined). */
export function noticeReaches(kind: InAppNoticeKind | undefined, receiver: NoticeReceiver): boolean {
  return kind !== undefined && receiver.inApp && receiver.toldOfThread;
}

/** One notice on screen. */
export interface InAppNotice {
  /** Unique on the page (the notices of one thread and kind replace each other). */
  readonly key: string;
  readonly kind: InAppNoticeKind;
  readonly applicationId: number;
  /** STATUS: the application's status code (APPLIED, INTERVIEW, …). */
  readonly status?: string;
  /** The page the notice links to: the thread, or the candidate's application. */
  readonly path: string;
}

/** Notices kept on screen at once; the oldest leaves when another arrives. */
export const MAX_IN_APP_NOTICES = 3;

/** The application's page for the side that is told: the candidate's, or the employer's thread. */
export function applicationPathFor(side: LiveParty, applicationId: number): string {
  return side === 'CANDIDATE'
    ? `/dashboard/member/applications/${applicationId}`
    : `/hiring/applications/${applicationId}`;
}

/**
 * The notice a received live event carries, undefined when the server did not mark it as one
 * (the person turned in-app off, or the event is not news for them). A message notice goes to
 * the side that did not write; status and interview notices go to the candidate.
 */
export function inAppNoticeOf(event: LiveEvent): InAppNotice | undefined {
  if (!('notice' in event) || event.notice !== true) return undefined;
  switch (event.kind) {
    case 'message.created': {
      const side: LiveParty = event.sender === 'EMPLOYER' ? 'CANDIDATE' : 'EMPLOYER';
      return notice('MESSAGE', event.applicationId, applicationPathFor(side, event.applicationId));
    }
    case 'application.status_changed':
      return {
        ...notice('STATUS', event.applicationId, applicationPathFor('CANDIDATE', event.applicationId)),
        status: event.status,
      };
    case 'interview.changed':
      return notice('INTERVIEW', event.applicationId, applicationPathFor('CANDIDATE', event.applicationId));
    default:
      return undefined;
  }
}

function notice(kind: InAppNoticeKind, applicationId: number, path: string): InAppNotice {
  return { key: `${kind}:${applicationId}`, kind, applicationId, path };
}

/**
 * The notices on screen once `added` arrives: a notice of the same thread and kind is replaced
 * (the newest last), and at most MAX_IN_APP_NOTICES stay, the oldest leaving first.
 */
export function withNotice(shown: readonly InAppNotice[], added: InAppNotice): InAppNotice[] {
  const others = shown.filter((notice) => notice.key !== added.key);
  return [...others, added].slice(-MAX_IN_APP_NOTICES);
}
