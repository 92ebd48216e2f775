import type { QueuedPunch } from './punch-queue.port';
import type { ClockStatus, RecordedPunch } from './time-clock-api.port';
import { nextState } from './time-clock.rules';
import type { Punch } from './time-clock.model';

/**
 * The status the employee sees: the server's, moved on by the punches still waiting on this
 * device (PENDING, in device-time order; an impossible one is skipped: the server will refuse it).
 */
export function projectedStatus(server: ClockStatus, queued: readonly QueuedPunch[]): ClockStatus {
  let status = server;
  for (const punch of queued) {
    if (punch.status !== 'PENDING') continue;
    const next = nextState(status.state, punch.kind);
    if (next === undefined) continue;
    status =
      next === 'OFF'
        ? { state: 'OFF', locationId: undefined, shiftStartedAt: undefined }
        : punch.kind === 'CLOCK_IN'
          ? { state: next, locationId: punch.locationId, shiftStartedAt: punch.deviceAt }
          : { ...status, state: next };
  }
  return status;
}

/** The server's punches and the pending ones, in device-time order (the input of time worked). */
export function allPunches(recorded: readonly RecordedPunch[], queued: readonly QueuedPunch[]): Punch[] {
  const pending = queued.filter((punch) => punch.status === 'PENDING');
  return [...recorded, ...pending]
    .map((punch) => ({ kind: punch.kind, deviceAt: punch.deviceAt, locationId: punch.locationId }))
    .sort((a, b) => a.deviceAt - b.deviceAt);
}
