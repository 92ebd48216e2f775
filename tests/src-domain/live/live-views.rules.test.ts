import type { LiveEvent } from '../../../src-domain/live/live-event.model';
import {
  catchUpOnShow,
  eventChangesView,
  pausedNoticeWaits,
  safetyPollRuns,
  type LiveView,
} from '../../../src-domain/live/live-views.rules';

const thread7: LiveView = { kind: 'thread', applicationId: 7 };
const thread8: LiveView = { kind: 'thread', applicationId: 8 };
const unread: LiveView = { kind: 'unread' };
const applications: LiveView = { kind: 'applications' };
const news: LiveView = { kind: 'news' };
const risk: LiveView = { kind: 'risk' };
const schedule: LiveView = { kind: 'schedule' };
const interviews: LiveView = { kind: 'interviews' };
const logbook3: LiveView = { kind: 'logbook', locationId: 3 };
const logbook4: LiveView = { kind: 'logbook', locationId: 4 };
const views = [thread7, thread8, unread, applications, news, risk, schedule, interviews, logbook3, logbook4];

/** The views an event changes, among `views`. */
const changed = (event: LiveEvent) => views.filter((view) => eventChangesView(event, view));

describe('eventChangesView', () => {
  it('a new message changes its own thread, the unread counts and the lists, not another thread', () => {
    expect(
      changed({ kind: 'message.created', applicationId: 7, messageId: 1, brandId: 3, sender: 'CANDIDATE' }),
    ).toEqual([thread7, unread, applications]);
  });

  it('a read mark (from the other party or another device) changes the same views', () => {
    expect(changed({ kind: 'message.read', applicationId: 8, brandId: 3, reader: 'EMPLOYER' })).toEqual([
      thread8,
      unread,
      applications,
    ]);
  });

  it('a stage change shows in its thread and the lists, not in the unread counts', () => {
    expect(
      changed({ kind: 'application.status_changed', applicationId: 7, brandId: 3, status: 'HIRED' }),
    ).toEqual([thread7, applications]);
  });

  it('news and recognitions change only the news feed; a risk flag only the risk dashboard', () => {
    expect(changed({ kind: 'news.created', brandId: 3, newsId: 1 })).toEqual([news]);
    expect(
      changed({ kind: 'recognition.created', brandId: 3, recognitionId: 1, recipientUserId: 'u-2' }),
    ).toEqual([news]);
    expect(changed({ kind: 'risk.flagged', brandId: 3, locationId: 4, answerId: 5 })).toEqual([risk]);
  });

  it('a publication, a shift change, a swap, time off or availability changes only the schedule views', () => {
    expect(changed({ kind: 'time_off.changed', brandId: 3, requestId: 5, status: 'APPROVED' })).toEqual([
      schedule,
    ]);
    expect(changed({ kind: 'availability.changed', brandId: 3, userId: 'u1' })).toEqual([schedule]);
    expect(changed({ kind: 'schedule.published', brandId: 3, weekStart: '2026-12-07' })).toEqual([schedule]);
    expect(changed({ kind: 'shift.changed', brandId: 3, weekStart: '2026-12-07' })).toEqual([schedule]);
    expect(
      changed({ kind: 'shift_request.changed', brandId: 3, requestId: 5, shiftId: 4, status: 'TAKEN' }),
    ).toEqual([schedule]);
  });

  it('an interview booked or changed shows in the calendar, its application and the lists', () => {
    for (const kind of ['interview.booked', 'interview.changed'] as const) {
      expect(changed({ kind, brandId: 3, interviewId: 9, applicationId: 8 })).toEqual([
        thread8,
        applications,
        interviews,
      ]);
    }
  });

  it('a logbook notice changes only the logbook day of its location', () => {
    expect(
      changed({ kind: 'logbook.notice', brandId: 3, entryId: 9, entryType: 'INCIDENT', reason: 'MENTIONED' }),
    ).toEqual([logbook3]);
  });

  it('a reload (events lost) changes every view', () => {
    expect(changed({ kind: 'reload', reason: 'TOO_FAR_BEHIND' })).toEqual(views);
  });
});

describe('safetyPollRuns', () => {
  it('polls only while the stream is down and the page visible', () => {
    expect(safetyPollRuns('down', true)).toBe(true);
    expect(safetyPollRuns('down', false)).toBe(false);
    expect(safetyPollRuns('live', true)).toBe(false);
    expect(safetyPollRuns('live', false)).toBe(false);
  });
});

describe('catchUpOnShow', () => {
  it('reads at once when a hidden page is shown while the stream is down', () => {
    expect(catchUpOnShow({ status: 'down', visible: false }, { status: 'down', visible: true })).toBe(true);
  });

  it('does not when the stream is live, when nothing was hidden, or when the page hides', () => {
    expect(catchUpOnShow({ status: 'live', visible: false }, { status: 'live', visible: true })).toBe(false);
    expect(catchUpOnShow({ status: 'down', visible: true }, { status: 'down', visible: true })).toBe(false);
    expect(catchUpOnShow({ status: 'down', visible: true }, { status: 'down', visible: false })).toBe(false);
    // A stream that comes back resumes with Last-Event-ID: nothing to catch up.
    expect(catchUpOnShow({ status: 'down', visible: true }, { status: 'live', visible: true })).toBe(false);
  });
});

describe('pausedNoticeWaits', () => {
  it('waits only while down after having been live', () => {
    expect(pausedNoticeWaits('down', true)).toBe(true);
    expect(pausedNoticeWaits('down', false)).toBe(false);
    expect(pausedNoticeWaits('live', true)).toBe(false);
  });
});
