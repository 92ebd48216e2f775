import type { Kysely } from 'kysely';
import { PermissionPolicy, canUse } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { effectiveSettings, loadServices, type BrandRow } from '../brands/brands.repository';
import { policiesFor } from '../policy/grants.repository';
import { findProfile } from '../users/profiles.repository';

/**
 * Whether `userId` may use approvals to recruit at `brand` (the domain's ATR page rule: employer,
 * the brand's services, the caller's policy, the brand's ATR type), and that ATR type (undefined
 * or null where the brand has none).
 */
export async function atrAccess(
  db: Kysely<Database>,
  userId: string,
  brand: BrandRow,
): Promise<{ readonly allowed: boolean; readonly atrType: string | null | undefined }> {
  const [profile, services, policies, settings] = await Promise.all([
    findProfile(db, userId),
    loadServices(db, [brand.id]),
    policiesFor(db, userId, [brand]),
    effectiveSettings(db, brand),
  ]);
  const allowed = canUse('ATR', {
    user: { user_employer: profile?.user_employer === 1 },
    brand: { id: brand.id, type: brand.type, services: services.get(brand.id) ?? [] },
    policy: new PermissionPolicy(policies),
    ...(settings.atr_type ? { atrType: settings.atr_type } : {}),
  });
  return { allowed, atrType: settings.atr_type };
}
