import { seedDemoCareers } from './demo-careers.seed';
import { mediaStoreOf } from '../storage/media-store';
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDependencies } from '../app-dependencies';
import type { Database } from '../db/schema';
import { profileRow } from './profile-row.factory';
import { identityServiceFor } from '../identity/identity.service';
import { seedIdentityUsers } from '../identity/identity.seed';
import { nextBrandId, type PlannedBrand } from './brand-tree.builder';
import { seedDemoMedia } from './demo-media.seed';
import {
  DEMO_ACCOUNTS,
  DEMO_DRAFT_EMAIL,
  DEMO_LIGHT_SIGNUP_CODE,
  DEMO_PASSWORD,
  DEMO_WEB_APP_CODE,
  DEMO_WEB_VERSION,
  type DemoAccount,
  type DemoBrandRef,
} from './demo-accounts.seed';
import { planDemoBrands, type DemoBrands } from './demo-brands.seed';
import { seedBrandProfileData } from './demo-brand-profile.seed';
import { seedAttestation } from './demo-attestation.seed';
import { seedHiring } from './demo-hiring.seed';
import { seedDemoTags } from './demo-tags.seed';
import { seedRewards } from './demo-rewards.seed';
import { seedDemoLogbook } from './demo-logbook.seed';
import { seedSchedules } from './demo-schedules.seed';
import { seedLanternSchedules } from './demo-lantern-schedules.seed';
import { seedTimeOff } from './demo-time-off.seed';
import { seedReferenceData } from './reference-data.seed';
import { seedTimeClock } from './demo-time-clock.seed';
import { seedInterviews } from './demo-interviews.seed';
import { bumpBrandsRevision } from '../gateway/brands/brand-rows.cache';
import { advanceIdentitySequences } from '../db/postgres/identity-sequences';

/** app_meta key of the demo seed's version; bump DEMO_SEED_VERSION only with a new seed step. */
export const DEMO_SEED_KEY = 'demo_seed_version';
export const DEMO_SEED_VERSION = '1';

/**
 * Loads the demo data once (README "Demo accounts"): identity users through IdentityService,
 * then brands, grants, settings and hiring data in one transaction, and records the version in
 * app_meta. Idempotent: returns false when the recorded version is already there.
 */
export async function seedDemo(deps: AppDependencies): Promise<boolean> {
  const { db } = deps;
  if (await seedVersion(db)) return false;
  const identity = identityServiceFor(deps);
  const users = await seedIdentityUsers(
    identity,
    DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      password: DEMO_PASSWORD,
      status: account.unconfirmed ? ('UNCONFIRMED' as const) : ('CONFIRMED' as const),
      attributes: { given_name: account.firstName, family_name: account.lastName },
      ...(account.phone ? { phoneNumber: account.phone } : {}),
      mfaSetupRequired: account.mfaRequired ?? false,
    })),
  );
  const idOf = (email: string) => {
    const user = users.get(email);
    if (!user) throw new Error(`Demo user ${email} was not created`);
    return user.id;
  };

  await db.transaction().execute(async (trx) => {
    if (await seedVersion(trx)) return;
    await seedReferenceData(trx);
    const brands = planDemoBrands(await nextBrandId(trx));
    await brands.builder.write(trx);
    await bumpBrandsRevision(trx);
    await seedBrandSettings(trx, brands);
    const now = new Date().toISOString();
    await seedBrandProfileData(trx, brands, now);
    for (const account of DEMO_ACCOUNTS) {
      await seedAccount(trx, idOf(account.email), account, brands, now);
    }
    await trx
      .insertInto('favourite_brands')
      .values({ user_id: idOf('owner@demo.brigade.test'), brand_id: brands.grill.id, created_at: now })
      .execute();
    await seedPlatform(trx, brands, idOf('unverified@demo.brigade.test'), now);
    await seedHiring(
      trx,
      brands,
      idOf('candidate@demo.brigade.test'),
      idOf('manager@demo.brigade.test'),
      mediaStoreOf(deps.config),
    );
    await seedAttestation(trx, brands, idOf('manager@demo.brigade.test'));
    await seedDemoTags(trx, brands, {
      ownerId: idOf('owner@demo.brigade.test'),
      managerId: idOf('manager@demo.brigade.test'),
      candidateId: idOf('candidate@demo.brigade.test'),
      pooledId: idOf('pooled@demo.brigade.test'),
    });
    await seedRewards(trx, brands, idOf, new Date());
    await seedDemoMedia(trx, brands, idOf('manager@demo.brigade.test'), mediaStoreOf(deps.config), now);
    await seedDemoLogbook(trx, brands, {
      managerId: idOf('manager@demo.brigade.test'),
      ownerId: idOf('owner@demo.brigade.test'),
    });
    await seedTimeClock(trx, brands);
    await seedSchedules(trx, brands, idOf, new Date());
    await seedTimeOff(trx, brands, idOf, new Date());
    await seedLanternSchedules(trx, brands, idOf, new Date());
    await seedDemoCareers(trx, brands);
    await seedInterviews(trx, brands, idOf('manager@demo.brigade.test'), new Date());
    await trx
      .insertInto('app_meta')
      .values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: DEMO_SEED_VERSION }))
      .execute();
  });
  // The seed names many of its ids (brand tree, reference data): later inserts must not collide.
  await advanceIdentitySequences(db);
  return true;
}

async function seedVersion(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', DEMO_SEED_KEY)
    .executeTakeFirst();
  return row?.value;
}

function brandOf(brands: DemoBrands, ref: DemoBrandRef): PlannedBrand {
  const byRef: Record<DemoBrandRef, PlannedBrand | undefined> = {
    harbor: brands.harbor,
    grill: brands.grill,
    tacos: brands.tacos,
    coffee: brands.coffee,
    sunset: brands.sunset,
    grillLocation0: brands.grillLocations[0],
    grillLocation1: brands.grillLocations[1],
    tacosLocation0: brands.tacosLocations[0],
    coffeeLocation0: brands.coffeeLocations[0],
  };
  const brand = byRef[ref];
  if (!brand) throw new Error(`No demo brand ${ref}`);
  return brand;
}

async function seedAccount(
  db: Kysely<Database>,
  userId: string,
  account: DemoAccount,
  brands: DemoBrands,
  now: string,
): Promise<void> {
  const existing = await db
    .selectFrom('user_profiles')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('user_profiles')
    .values(
      profileRow(userId, account, now, {
        phone: account.phone ?? null,
        user_employer: account.employer ? 1 : 0,
        user_type: account.employer ? 'EMPLOYER' : 'CANDIDATE',
        persona: account.persona ?? null,
        external_auth_source: account.externalAuthSource ?? null,
        entry_brand_id: account.entry ? brandOf(brands, account.entry).id : null,
        default_home_page: account.defaultHomePage ?? null,
        mfa_required: account.mfaRequired ? 1 : 0,
        email_verified_at: account.unconfirmed ? null : now,
        is_corporate: account.corporate ? 1 : 0,
        latitude: account.latLong?.[0] ?? null,
        longitude: account.latLong?.[1] ?? null,
        // The demo accounts with a location agreed to share it when seeded (kept 7 days).
        location_shared_at: account.latLong ? now : null,
      }),
    )
    .execute();
  for (const grant of account.grants ?? []) {
    const brandId = brandOf(brands, grant.brand).id;
    await db
      .insertInto('brand_memberships')
      .values({ user_id: userId, brand_id: brandId, role: grant.role })
      .execute();
    for (const access of grant.accesses) {
      await db.insertInto('user_accesses').values({ user_id: userId, brand_id: brandId, access }).execute();
    }
    for (const permission of grant.permissions) {
      const [name, conditions] = typeof permission === 'string' ? [permission, []] : permission;
      await db
        .insertInto('user_permissions')
        .values({
          user_id: userId,
          brand_id: brandId,
          name,
          conditions_json: JSON.stringify(
            conditions.map((condition) => ({
              type: condition.type,
              values: condition.values.map((code) => ({ code })),
            })),
          ),
        })
        .execute();
    }
  }
  await db
    .insertInto('registration_data')
    .values({
      id: crypto.randomUUID(),
      email: account.email,
      user_id: userId,
      status: account.unconfirmed ? 'REGISTERED' : 'ACTIVATED',
      first_name: account.firstName,
      last_name: account.lastName,
      user_type: account.employer ? 'EMPLOYER' : 'CANDIDATE',
      registration_mode: 'NORMAL',
      currency_id: null,
      brand_name: null,
      details_json: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function seedBrandSettings(db: Kysely<Database>, brands: DemoBrands): Promise<void> {
  const row = (brandId: number, fields: Partial<Database['brand_settings']>): Database['brand_settings'] => ({
    brand_id: brandId,
    location_filter_type: null,
    atr_type: null,
    is_suspended: 0,
    suspension_reason: null,
    background_color: null,
    accent_color: null,
    profile_image_uuid: null,
    profile_image_path: null,
    rectangle_image_uuid: null,
    rectangle_image_path: null,
    currency_code: null,
    position_management_mode: null,
    position_levels: null,
    ...fields,
  });
  await db
    .insertInto('brand_settings')
    .values([
      row(brands.harbor.id, {
        currency_code: 'USD',
        location_filter_type: 'ALL_LEVELS',
        position_management_mode: 'CENTRALIZED',
        position_levels: 'ENTRY,SENIOR,LEAD',
      }),
      row(brands.grill.id, {
        location_filter_type: 'ALL_LEVELS',
        atr_type: 'MB',
        background_color: '18,52,86',
        accent_color: '255,153,0',
        currency_code: 'USD',
      }),
      row(brands.tacos.id, { currency_code: 'USD', location_filter_type: 'ALL_LEVELS' }),
      row(brands.coffee.id, {
        location_filter_type: 'CHILDREN_ONLY',
        atr_type: 'BNB_WORKDAY',
        currency_code: 'EUR',
      }),
      row(brands.coffeeLocations[5]!.id, { location_filter_type: 'CHILDREN_ONLY', currency_code: 'GBP' }),
      row(brands.sunset.id, {
        is_suspended: 1,
        suspension_reason: 'Payment overdue',
        currency_code: 'CAD',
      }),
    ])
    .execute();
}

async function seedPlatform(db: Kysely<Database>, brands: DemoBrands, unverifiedUserId: string, now: string) {
  await db
    .insertInto('web_versions')
    .values({
      web_app_code: DEMO_WEB_APP_CODE,
      brand_id: null,
      version: DEMO_WEB_VERSION,
      effective_on: '2024-01-01T00:00:00.000Z',
      force_update: 0,
      api_pulling_frequency: 600,
      maintenance_status: 'OUT_OF_MAINTENANCE',
      post_maintenance_action: null,
      post_maintenance_action_time: null,
      cache_invalidation_effective_on: null,
      rules_json: '[]',
    })
    .execute();
  await db
    .insertInto('rum_settings')
    .values([
      {
        scope: 'global',
        brand_id: null,
        is_enabled: 1,
        sampling_percentage: 100,
        session_recording_percentage: 10,
      },
      {
        scope: `brand:${brands.grill.id}`,
        brand_id: brands.grill.id,
        is_enabled: 1,
        sampling_percentage: 50,
        session_recording_percentage: 5,
      },
    ])
    .execute();
  await db
    .insertInto('light_signup_codes')
    .values([
      {
        code: DEMO_LIGHT_SIGNUP_CODE,
        brand_id: brands.tacosLocations[0]!.id,
        email: null,
        first_name: null,
        last_name: null,
        position_title: 'Line Cook',
        expires_at: '2099-12-31T00:00:00.000Z',
        used_at: null,
        user_id: null,
      },
      {
        code: 'EXPIRED-CODE',
        brand_id: brands.tacosLocations[0]!.id,
        email: null,
        first_name: null,
        last_name: null,
        position_title: 'Server',
        expires_at: '2020-01-01T00:00:00.000Z',
        used_at: null,
        user_id: null,
      },
    ])
    .execute();
  await db
    .insertInto('registration_data')
    .values({
      id: crypto.randomUUID(),
      email: DEMO_DRAFT_EMAIL,
      user_id: null,
      status: 'DRAFT',
      first_name: 'Drew',
      last_name: 'Draft',
      user_type: 'CANDIDATE',
      registration_mode: 'NORMAL',
      currency_id: null,
      brand_name: null,
      details_json: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
  void unverifiedUserId;
}
