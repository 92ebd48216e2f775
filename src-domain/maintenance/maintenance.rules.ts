import { Routes } from '../navigation/routes.model';
import { parseInstant } from '../time/instant.rules';
import type { MaintenanceInfo } from '../versions/web-version.model';

/** What the app does after reading the maintenance block. */
export type MaintenanceDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'enter-maintenance'; readonly path: string }
  | { readonly kind: 'leave-maintenance'; readonly path: string }
  | { readonly kind: 'revoke-session' };

/**
 * The maintenance decision (spec 000 §4): IN_MAINTENANCE → /maintenance (unless already there);
 * otherwise a user still on /maintenance goes back to /dashboard; OUT_OF_MAINTENANCE with
 * REVOKE_SESSION logs out a session that began (`sessionStartedAtMs`, epoch ms) before the
 * post-action time. Without a session, or an unreadable time, nothing is revoked. Never throws.
 */
export function maintenanceDecision(
  maintenance: MaintenanceInfo | null | undefined,
  session: { readonly startedAtMs: number | undefined; readonly currentPath: string },
): MaintenanceDecision {
  const onMaintenancePage = session.currentPath.split(/[?#]/)[0] === Routes.maintenance;
  if (maintenance?.status === 'IN_MAINTENANCE') {
    return onMaintenancePage ? { kind: 'none' } : { kind: 'enter-maintenance', path: Routes.maintenance };
  }
  if (onMaintenancePage) return { kind: 'leave-maintenance', path: Routes.dashboard };
  if (
    maintenance?.status !== 'OUT_OF_MAINTENANCE' ||
    maintenance.post_maintenance_action !== 'REVOKE_SESSION'
  ) {
    return { kind: 'none' };
  }
  const actionAt = parseInstant(maintenance.post_maintenance_action_time);
  if (actionAt === undefined || session.startedAtMs === undefined) return { kind: 'none' };
  return session.startedAtMs < actionAt ? { kind: 'revoke-session' } : { kind: 'none' };
}
