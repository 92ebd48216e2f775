import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EMAIL_MESSAGES, looksLikeEmail, USERNAME_TAKEN_MESSAGE } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { PreparedUser } from '../../identity/identity.service';
import { nextBrandId } from '../../seed/brand-tree.builder';
import { bumpBrandsRevision } from '../brands/brand-rows.cache';
import { badRequest, conflict, GatewayError } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { body, bool, int, nullable, object, str } from '../gateway.schema';
import { findProfile, newProfile } from '../users/profiles.repository';
import { activate, sendActivationLink } from './activation';
import { identityFailure } from './identity-failure';
import { refuseSsoOnlyEmail } from './sso-only-email';

const TAGS = ['Registration'];
const USER_TYPES = ['GUEST', 'CANDIDATE', 'EMPLOYER'];
const name = { type: 'string', maxLength: 100 };

interface RegistrationBody {
  email?: string;
  password?: string;
  username?: string;
  phone?: string;
  first_name: string;
  last_name?: string;
  user_type?: string;
  registration_mode?: string;
  currency?: { id: number };
  brand?: { name: string };
  'g-recaptcha-response'?: string;
}

const registrationAnswer = object({
  user_id: str,
  email: str,
  username: str,
  user_type: str,
  user_employer: bool,
  entry_brand_id: nullable(int),
  activation_link_sent: bool,
});

/**
 * Availability checks, registration (guest with e-mail and password, or a signed-in identity
 * without a profile), registration details, federated registration and activation links.
 */
export function registerRegistrationRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config, identity } = context;

  defineRoute<{ Body: { email: string } }>(app, {
    method: 'POST',
    url: '/v1/registration/validateEmail',
    summary:
      'Whether an e-mail may register: AVAILABLE, USED (user_status ACTIVE, or NO_PASSWORD for an account never activated — a new activation link is sent) or DRAFT_NO_PASSWORD; 403 REGISTRATION.SSO_REQUIRED for an e-mail of an SSO-only domain',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: body({ email: { type: 'string', minLength: 1, maxLength: 254 } }, ['email']),
    data: object({
      email: str,
      available: bool,
      status: str,
      user_status: nullable(str),
      activation_link_sent: bool,
      message: nullable(str),
    }),
    handler: async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (!looksLikeEmail(email)) throw badRequest('INVALID_EMAIL_ADDRESS', 'Enter the correct email.');
      refuseSsoOnlyEmail(config, email);
      const user = await identity.findUserByEmail(email);
      if (user?.status === 'UNCONFIRMED') {
        await db.transaction().execute((trx) => sendActivationLink(trx, context, user));
        return {
          email,
          available: false,
          status: 'USED',
          user_status: 'NO_PASSWORD',
          activation_link_sent: true,
          message: `${EMAIL_MESSAGES.unverified} ${EMAIL_MESSAGES.activationSent}`,
        };
      }
      if (user) {
        return {
          email,
          available: false,
          status: 'USED',
          user_status: 'ACTIVE',
          activation_link_sent: false,
          message: EMAIL_MESSAGES.used,
        };
      }
      const draft = await db
        .selectFrom('registration_data')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst();
      if (draft?.status === 'DRAFT') {
        return {
          email,
          available: false,
          status: 'DRAFT_NO_PASSWORD',
          user_status: 'DRAFT_NO_PASSWORD',
          activation_link_sent: false,
          message: EMAIL_MESSAGES.unverified,
        };
      }
      return {
        email,
        available: true,
        status: 'AVAILABLE',
        user_status: null,
        activation_link_sent: false,
        message: null,
      };
    },
  });

  defineRoute<{ Body: { username: string } }>(app, {
    method: 'POST',
    url: '/v1/registration/validateUsername',
    summary: 'Whether a username is free; a free alternative is suggested when it is taken',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: body({ username: { type: 'string', minLength: 1, maxLength: 128, pattern: '^\\S+$' } }, [
      'username',
    ]),
    data: object({ username: str, available: bool, suggestion: nullable(str), message: nullable(str) }),
    handler: async (request) => {
      const username = request.body.username.normalize('NFC').toLowerCase();
      if (!(await identity.findUserByLoginName(username))) {
        return { username, available: true, suggestion: null, message: null };
      }
      let suggestion: string | null = null;
      for (let tries = 0; tries < 20 && suggestion === null; tries++) {
        const candidate = `${username.slice(0, 120)}${crypto.randomInt(10, tries < 10 ? 1000 : 100000)}`;
        if (!(await identity.findUserByLoginName(candidate))) suggestion = candidate;
      }
      return { username, available: false, suggestion, message: USERNAME_TAKEN_MESSAGE };
    },
  });

  defineRoute<{ Body: RegistrationBody }>(app, {
    method: 'POST',
    url: '/v1/users/registration',
    summary:
      'Creates an account: as a guest with email and password (identity user, profile, activation link to the outbox), or for the signed-in identity that has no profile yet; 403 REGISTRATION.SSO_REQUIRED for a guest with an e-mail of an SSO-only domain',
    tags: TAGS,
    auth: 'optional',
    sensitive: true,
    body: body(
      {
        email: { type: 'string', maxLength: 254 },
        password: { type: 'string', maxLength: 256 },
        username: { type: 'string', maxLength: 128 },
        phone: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' },
        first_name: { ...name, minLength: 1 },
        last_name: name,
        user_type: { type: 'string', enum: [...USER_TYPES, ...USER_TYPES.map((type) => type.toLowerCase())] },
        registration_mode: { type: 'string', pattern: '^[A-Z_]{1,32}$' },
        currency: body({ id: { type: 'integer', minimum: 1 } }, ['id']),
        brand: body({ name: { type: 'string', minLength: 1, maxLength: 200 } }, ['name']),
        'g-recaptcha-response': { type: 'string', maxLength: 4096 },
      },
      ['first_name'],
    ),
    data: registrationAnswer,
    handler: async (request) => {
      const input = request.body;
      await context.recaptcha.verify(input['g-recaptcha-response'], request.ip);
      if (input.currency) {
        const known = await db
          .selectFrom('currencies')
          .select('id')
          .where('id', '=', input.currency.id)
          .executeTakeFirst();
        if (!known)
          throw badRequest('REGISTRATION.UNKNOWN_CURRENCY', `Currency ${input.currency.id} does not exist`);
      }
      const userType = (input.user_type ?? 'CANDIDATE').toUpperCase();
      let prepared: PreparedUser | undefined;
      let existing: { id: string; email: string; username: string } | undefined;
      if (request.principal) {
        existing = {
          id: request.principal.sub,
          email: request.principal.email,
          username: request.principal.username,
        };
        if (await findProfile(db, existing.id)) {
          throw conflict('REGISTRATION.ALREADY_REGISTERED', 'This account is already registered.');
        }
      } else {
        if (!input.email)
          throw badRequest('EMAIL_ADDRESS_REQUIRED', 'Unable to log in/sign up. Email required.');
        if (!input.password) throw badRequest('PASSWORD.REQUIRED', 'Password is required.');
        refuseSsoOnlyEmail(config, input.email);
        prepared = await identity
          .prepareUser({
            email: input.email,
            password: input.password,
            ...(input.username ? { username: input.username } : {}),
            status: 'UNCONFIRMED',
            emailVerified: false,
            ...(input.phone ? { phoneNumber: input.phone } : {}),
            attributes: { given_name: input.first_name.trim(), family_name: (input.last_name ?? '').trim() },
          })
          .catch(identityFailure);
      }
      return db.transaction().execute(async (trx) => {
        const user = prepared
          ? await identity.createUserInTransaction(prepared, trx).catch(identityFailure)
          : existing!;
        const entryBrandId =
          userType === 'EMPLOYER' && input.brand
            ? await createBusiness(trx, user.id, input.brand.name, input.currency?.id)
            : null;
        await trx
          .insertInto('user_profiles')
          .values(
            newProfile(user.id, {
              first_name: input.first_name.trim(),
              last_name: (input.last_name ?? '').trim(),
              phone: input.phone ?? null,
              user_employer: userType === 'EMPLOYER' ? 1 : 0,
              user_type: userType,
              registration_mode: input.registration_mode ?? 'NORMAL',
              entry_brand_id: entryBrandId,
              email_verified_at: prepared ? null : new Date().toISOString(),
            }),
          )
          .execute();
        await saveRegistration(trx, user, input, userType, prepared ? 'REGISTERED' : 'ACTIVATED');
        if (prepared) await sendActivationLink(trx, context, user);
        return {
          user_id: user.id,
          email: user.email,
          username: user.username,
          user_type: userType,
          user_employer: userType === 'EMPLOYER',
          entry_brand_id: entryBrandId,
          activation_link_sent: prepared !== undefined,
        };
      });
    },
  });

  defineRoute<{ Body: { user_type?: string } }>(app, {
    method: 'POST',
    url: '/v2/users/federated_registration',
    summary:
      'Registers the signed-in federated identity (social or enterprise sign-in) as a user of the given type',
    tags: TAGS,
    sensitive: true,
    body: body({
      user_type: { type: 'string', enum: [...USER_TYPES, ...USER_TYPES.map((type) => type.toLowerCase())] },
    }),
    data: object({ user_id: str, email: str, user_type: str, user_employer: bool, created: bool }),
    handler: async (request) => {
      const principal = principalOf(request);
      const known = await findProfile(db, principal.sub);
      if (known) {
        return {
          user_id: principal.sub,
          email: principal.email,
          user_type: known.user_type,
          user_employer: known.user_employer === 1,
          created: false,
        };
      }
      const userType = (request.body.user_type ?? 'CANDIDATE').toUpperCase();
      const user = await identity.findUserById(principal.sub);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_profiles')
          .values(
            newProfile(principal.sub, {
              first_name: user?.attributes.given_name ?? '',
              last_name: user?.attributes.family_name ?? '',
              user_employer: userType === 'EMPLOYER' ? 1 : 0,
              user_type: userType,
              registration_mode: 'FEDERATED',
              external_auth_source: user?.attributes['custom:external_auth_source'] ?? 'FEDERATED',
              email_verified_at: new Date().toISOString(),
            }),
          )
          .execute();
        await saveRegistration(
          trx,
          { id: principal.sub, email: principal.email },
          {
            first_name: user?.attributes.given_name ?? '',
            last_name: user?.attributes.family_name ?? '',
            registration_mode: 'FEDERATED',
          },
          userType,
          'ACTIVATED',
        );
      });
      return {
        user_id: principal.sub,
        email: principal.email,
        user_type: userType,
        user_employer: userType === 'EMPLOYER',
        created: true,
      };
    },
  });

  const detailsBody = body({
    first_name: { ...name, minLength: 1 },
    last_name: name,
    phone: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' },
    position: { type: 'string', maxLength: 200 },
    business_type: { type: 'string', maxLength: 100 },
    employees_count: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    how_did_you_hear: { type: 'string', maxLength: 500 },
    brand: body({ name: { type: 'string', minLength: 1, maxLength: 200 } }, ['name']),
    currency: body({ id: { type: 'integer', minimum: 1 } }, ['id']),
  });
  defineRoute<{
    Body: Record<string, unknown> & { first_name?: string; last_name?: string; phone?: string };
  }>(app, {
    method: 'PUT',
    url: '/v1/users/registration/details',
    summary: 'Adds details to the caller’s registration (names and phone update the profile)',
    tags: TAGS,
    body: detailsBody,
    data: object({
      first_name: str,
      last_name: str,
      phone: nullable(str),
      details: { type: 'object', additionalProperties: true },
    }),
    handler: async (request) => {
      const principal = principalOf(request);
      const profile = await findProfile(db, principal.sub);
      if (!profile)
        throw new GatewayError(
          403,
          'USER_NOT_MAPPED',
          'This account is not set up yet, please contact support.',
        );
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const registration = await trx
          .selectFrom('registration_data')
          .select(['id', 'details_json'])
          .where('user_id', '=', principal.sub)
          .executeTakeFirst();
        const details = {
          ...(registration ? (JSON.parse(registration.details_json) as object) : {}),
          ...request.body,
        };
        if (registration) {
          await trx
            .updateTable('registration_data')
            .set({ details_json: JSON.stringify(details), updated_at: now })
            .where('id', '=', registration.id)
            .execute();
        } else {
          await saveRegistration(
            trx,
            { id: principal.sub, email: principal.email },
            { first_name: profile.first_name },
            profile.user_type,
            'ACTIVATED',
            details,
          );
        }
        const first_name = request.body.first_name?.trim() ?? profile.first_name;
        const last_name = request.body.last_name?.trim() ?? profile.last_name;
        const phone = request.body.phone ?? profile.phone;
        // A new number is not proven yet (MFA by phone needs it proven).
        const phoneChanged = phone !== profile.phone;
        await trx
          .updateTable('user_profiles')
          .set({
            first_name,
            last_name,
            phone,
            updated_at: now,
            ...(phoneChanged ? { phone_verified_at: null } : {}),
          })
          .where('user_id', '=', principal.sub)
          .execute();
        return { first_name, last_name, phone, details };
      });
    },
  });

  defineRoute<{ Querystring: { token: string } }>(app, {
    method: 'GET',
    url: '/v1/users/activation',
    summary:
      'The activation link of the e-mail: activates the account, then redirects to /user/login?activated=true',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    querystring: object({ token: { type: 'string', minLength: 1, maxLength: 512 } }, ['token']),
    data: object({ activated: bool, email: str }),
    handler: async (request, reply) => {
      const email = await activate(db, identity, request.query.token);
      const target = new URL('/user/login', config.publicOrigin);
      target.searchParams.set('activated', 'true');
      target.searchParams.set('email', email);
      void reply.redirect(target.href, 303);
      return { activated: true, email };
    },
  });

  defineRoute<{ Body: { token: string } }>(app, {
    method: 'POST',
    url: '/v1/users/activation',
    summary: 'Activates the account of an activation token (JSON form of the e-mail link)',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: body({ token: { type: 'string', minLength: 1, maxLength: 512 } }, ['token']),
    data: object({ activated: bool, email: str }),
    handler: async (request) => ({
      activated: true,
      email: await activate(db, identity, request.body.token),
    }),
  });
}

/** Upserts the registration record of an e-mail (a DRAFT for it becomes this registration). */
async function saveRegistration(
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
async function createBusiness(
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
  await bumpBrandsRevision(db);
  await db
    .insertInto('user_accesses')
    .values({ user_id: userId, brand_id: id, access: 'SOURCE_HIRE' })
    .execute();
  return id;
}
