import { badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of timesheets (issue #33), each with its literal TIMESHEETS.* code. */
export const timesheetsErrors = {
  /** The caller may not manage the location (TEAM_LIVE there, the schedules managers' rule). */
  forbidden: (brandId: number) =>
    forbidden('TIMESHEETS.FORBIDDEN', `Timesheets need TEAM_LIVE on location ${brandId}`),
  shiftNotFound: (id: number) =>
    notFound('TIMESHEETS.SHIFT_NOT_FOUND', `Shift ${id} is not a shift of this location`),
  /** The shift has no clock-out yet: it cannot be approved or edited while the person works. */
  shiftOpen: () => conflict('TIMESHEETS.SHIFT_OPEN', 'The shift is still open: wait for the clock-out'),
  stale: () =>
    conflict('TIMESHEETS.STALE_SHIFT', 'Someone changed this shift meanwhile: read it again, then save'),
  reasonRequired: () => badRequest('TIMESHEETS.REASON_REQUIRED', 'An edit needs a reason'),
  invalidTimes: (problem: string) =>
    badRequest('TIMESHEETS.INVALID_TIMES', `The shift’s times are not possible (${problem})`, { problem }),
  nothingChanged: () => badRequest('TIMESHEETS.NOTHING_CHANGED', 'The edit changes no time'),
};
