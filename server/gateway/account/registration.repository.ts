import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nextBrandId } from '../../seed/brand-tree.builder';
import { recordBrandChanges } from '../brands/brand-changes.repository';
import type { RegistrationBody } from './registration.schema';

/** Upserts the registration record of an e-mail (a DRAFT for it becomes this registration). */
export async function saveRegistration(
  db: Kysely<Database>,
  user: { id: string; email: string },
  input: Pick<RegistrationBody, 'first_name' | 'last_name' | 'registration_mode' | 'currency' | 'brand'>,
  userType: string,
  status: string,
  details: object = {},
): Promise<void> {
  const now = new Date().toISOString();
  const values = {
    user_id: user.id,
    status,
    first_name: input.first_name.trim(),
    last_name: (input.last_name ?? '').trim(),
    user_type: userType,
    registration_mode: input.registration_mode ?? 'NORMAL',
    currency_id: input.currency?.id ?? null,
    brand_name: input.brand?.name ?? null,
    details_json: JSON.stringify(details),
    updated_at: now,
  };
  await db
    .insertInto('registration_data')
    .values({ id: crypto.randomUUID(), email: user.email, created_at: now, ...values })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
}

/** A new employer's business: a standalone location with SOURCE_HIRE, owned by the user. */
export async function createBusiness(
  db: Kysely<Database>,
  userId: string,
  name: string,
  currencyId?: number,
): Promise<number> {
  const id = await nextBrandId(db);
  await db
    .insertInto('brands')
    .values({
      id,
      type: 'LOCATION',
      group_id: id,
      parent_id: null,
      path: `/${id}/`,
      name: name.trim(),
      access_type: 'FULL',
      archived: 0,
      address: null,
      latitude: null,
      longitude: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto('brand_services')
    .values({ brand_id: id, code: 'SOURCE_HIRE', type: 'ACTIVE', sub_services_json: '[]' })
    .execute();
  if (currencyId !== undefined) {
    const currency = await db
      .selectFrom('currencies')
      .select('code')
      .where('id', '=', currencyId)
      .executeTakeFirst();
    if (currency) {
      await db
        .insertInto('brand_settings')
        .values({
          brand_id: id,
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
          currency_code: currency.code,
          position_management_mode: null,
          position_levels: null,
        })
        .execute();
    }
  }
  await db.insertInto('brand_memberships').values({ user_id: userId, brand_id: id, role: 'OWNER' }).execute();
  await recordBrandChanges(db, [id]);
  await db
    .insertInto('user_accesses')
    .values({ user_id: userId, brand_id: id, access: 'SOURCE_HIRE' })
    .execute();
  return id;
}
