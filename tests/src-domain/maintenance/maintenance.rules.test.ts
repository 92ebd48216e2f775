import { maintenanceDecision } from '../../../src-domain/maintenance/maintenance.rules';

const actionTime = '2025-03-01T12:00:00Z';
const before = Date.parse(actionTime) - 1;
const after = Date.parse(actionTime) + 1;

describe('maintenance (spec 000 §4)', () => {
  it('IN_MAINTENANCE sends the user to /maintenance', () => {
    expect(
      maintenanceDecision({ status: 'IN_MAINTENANCE' }, { startedAtMs: before, currentPath: '/dashboard' }),
    ).toEqual({
      kind: 'enter-maintenance',
      path: '/maintenance',
    });
    expect(
      maintenanceDecision(
        { status: 'IN_MAINTENANCE' },
        { startedAtMs: before, currentPath: '/maintenance?x' },
      ),
    ).toEqual({ kind: 'none' });
  });

  it('OUT_OF_MAINTENANCE + REVOKE_SESSION logs out sessions that began before the post-action time', () => {
    const info = {
      status: 'OUT_OF_MAINTENANCE',
      post_maintenance_action: 'REVOKE_SESSION',
      post_maintenance_action_time: actionTime,
    };
    expect(maintenanceDecision(info, { startedAtMs: before, currentPath: '/dashboard' })).toEqual({
      kind: 'revoke-session',
    });
    expect(maintenanceDecision(info, { startedAtMs: after, currentPath: '/dashboard' })).toEqual({
      kind: 'none',
    });
    expect(maintenanceDecision(info, { startedAtMs: undefined, currentPath: '/dashboard' })).toEqual({
      kind: 'none',
    });
    expect(
      maintenanceDecision(
        { ...info, post_maintenance_action_time: 'garbage' },
        { startedAtMs: before, currentPath: '/' },
      ),
    ).toEqual({
      kind: 'none',
    });
    expect(
      maintenanceDecision(
        { ...info, post_maintenance_action: null },
        { startedAtMs: before, currentPath: '/' },
      ),
    ).toEqual({
      kind: 'none',
    });
  });

  it('leaves the holding screen once maintenance is over; nothing without info', () => {
    expect(maintenanceDecision(undefined, { startedAtMs: before, currentPath: '/maintenance' })).toEqual({
      kind: 'leave-maintenance',
      path: '/dashboard',
    });
    expect(maintenanceDecision(null, { startedAtMs: before, currentPath: '/dashboard' })).toEqual({
      kind: 'none',
    });
  });
});
