import type { LiveEvent, LiveStatus } from './live-event.model';

/**
 * A view that shows data the live events may change, and so reads it again when one arrives:
 * - `thread`: one application's messages (either side);
 * - `unread`: the unread counts (header, side navigation, dashboards' figures);
 * - `applications`: a list of applications (the employer inbox and board, the candidate's list);
 * - `news`: the news feed (announcements and recognitions);
 * - `risk`: the risk dashboard of `brandId` and below;
 * - `schedule`: a schedule's shifts, requests, availability and time off (the manager's week,
 *   "My shifts");
 * - `timesheet`: the timesheet of location `locationId` (issue #33);
 * - `interviews`: the managers' interview calendar (issue #35);
 * - `logbook`: the logbook day of location `locationId` (issue #36).
 */
export type LiveView =
  | { readonly kind: 'thread'; readonly applicationId: number }
  | { readonly kind: 'unread' }
  | { readonly kind: 'applications' }
  | { readonly kind: 'news' }
  | { readonly kind: 'risk' }
  | { readonly kind: 'schedule' }
  | { readonly kind: 'timesheet'; readonly locationId: number }
  | { readonly kind: 'interviews' }
  | { readonly kind: 'logbook'; readonly locationId: number };

/**
 * Whether `event` changes what `view` shows, so the view reads again. A `reload` (events were
 * lost) changes every view. The server sends only what the user may read, so brand ids are not
 * compared here: a risk flag of a brand outside the one shown costs one read, never a wrong one.
 */
export function eventChangesView(event: LiveEvent, view: LiveView): boolean {
  switch (event.kind) {
    case 'reload':
      return true;
    case 'message.created':
      return (
        (view.kind === 'thread' && view.applicationId === event.applicationId) ||
        view.kind === 'unread' ||
        view.kind === 'applications'
      );
    case 'message.read':
      // A read mark from the other party changes the thread's ticks; one from this party (another
      // device) lowers the badges and the lists' unread marks.
      return (
        (view.kind === 'thread' && view.applicationId === event.applicationId) ||
        view.kind === 'unread' ||
        view.kind === 'applications'
      );
    case 'application.status_changed':
      return (
        (view.kind === 'thread' && view.applicationId === event.applicationId) || view.kind === 'applications'
      );
    case 'news.created':
    case 'recognition.created':
      return view.kind === 'news';
    case 'risk.flagged':
      return view.kind === 'risk' || (view.kind === 'timesheet' && view.locationId === event.locationId);
    case 'schedule.published':
    case 'shift.changed':
    case 'shift_request.changed':
    case 'time_off.changed':
    case 'availability.changed':
      return view.kind === 'schedule';
    case 'punch.recorded':
      return view.kind === 'timesheet' && view.locationId === event.brandId;
    case 'interview.booked':
    case 'interview.changed':
      // The application's page shows its interview (and its status, which a booking moves).
      return (
        view.kind === 'interviews' ||
        (view.kind === 'thread' && view.applicationId === event.applicationId) ||
        view.kind === 'applications'
      );
    case 'logbook.notice':
      return view.kind === 'logbook' && view.locationId === event.brandId;
  }
}

/** The slow safety poll while no stream is open, ms (the 60 s poll of before, now only while down). */
export const SAFETY_POLL_MS = 60_000;

/**
 * Whether views poll: only while the stream is down and the page is visible (a hidden tab
 * reads nothing; it catches up when shown, see `catchUpOnShow`).
 */
export function safetyPollRuns(status: LiveStatus, visible: boolean): boolean {
  return status === 'down' && visible;
}

/**
 * Whether views read again at once on a change of state: when a hidden page is shown again while
 * the stream is down (it skipped the safety polls while hidden). A stream that comes back needs
 * no catch-up: it resumes with Last-Event-ID and the server replays what was missed (or says
 * `reload`).
 */
export function catchUpOnShow(
  before: { readonly status: LiveStatus; readonly visible: boolean },
  after: { readonly status: LiveStatus; readonly visible: boolean },
): boolean {
  return !before.visible && after.visible && after.status === 'down';
}

/**
 * How long the stream may stay down, after having been live on this page, before the page says
 * "live updates paused" (ms): a reconnect after a token refresh or a server's restart hint takes
 * a second or three and is not worth a word.
 */
export const PAUSED_NOTICE_AFTER_MS = 5_000;

/** Whether the "paused" notice may be due: the stream is down now and had been live on this page. */
export function pausedNoticeWaits(status: LiveStatus, wasLive: boolean): boolean {
  return status === 'down' && wasLive;
}
