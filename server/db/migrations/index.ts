import type { Migration } from 'kysely';
import * as meta from './0001_meta';
import * as identity from './0002_identity';
import * as profiles from './0003_profiles';
import * as brands from './0004_brands';
import * as platform from './0005_platform';
import * as hiring from './0006_hiring';
import * as mfa from './0007_mfa';
import * as idempotencyRecovery from './0009_idempotency_recovery';
import * as hiringWorkspace from './0010_hiring_workspace';
import * as hiringCounters from './0017_hiring_counters';

/** Every migration in order; the name is the key kysely records. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_meta': meta,
  '0002_identity': identity,
  '0003_profiles': profiles,
  '0004_brands': brands,
  '0005_platform': platform,
  '0006_hiring': hiring,
  '0007_mfa': mfa,
  '0009_idempotency_recovery': idempotencyRecovery,
  '0010_hiring_workspace': hiringWorkspace,
  '0017_hiring_counters': hiringCounters,
};
