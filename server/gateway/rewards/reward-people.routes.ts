import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams, Nullable } from '../route-schema';
import { isMemberOfSubtree } from './people.repository';
import {
  applicationOfSubtree,
  birthdayOf,
  referralsPage,
  rewardPeoplePage,
  setBirthday,
  setReferrer,
  setStartedOn,
} from './reward-people.repository';
import { rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import {
  TAGS,
  brandAndItemParams,
  daySchema,
  pageOf,
  pageOfQuery,
  pageQuery,
  person,
} from './rewards.schema';

const rewardPersonSchema = Type.Object({
  person,
  started_on: Nullable(Type.String()),
  birthday_opt_in: Type.Boolean(),
});
const referralSchema = Type.Object({
  application_id: Type.Integer(),
  status: Type.String(),
  position_title: Type.String(),
  candidate: person,
  referrer: Nullable(person),
});
const birthdaySchema = Type.Object({ birthday: Nullable(Type.String()), birthday_opt_in: Type.Boolean() });

/** Whether 'MM-DD' names a day of some year (29 February included). */
const isDayOfYear = (value: string) => {
  const date = new Date(`2000-${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(5, 10) === value;
};

/**
 * What the automatic rules need to know about people: a member's start date (work anniversary)
 * and who referred an application's candidate (hire through a referral), set by managers
 * (MANAGE_REWARDS on the brand; the person or application in its subtree); and the caller's own
 * birthday and opt-in to a birthday grant.
 */
export function registerRewardPeopleRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/reward_people',
    summary:
      'Members of the brand’s subtree by name, with their start date (work anniversaries) and whether they opted in to a birthday grant (MANAGE_REWARDS)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: pageQuery,
    data: pageOf(rewardPersonSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { offset, limit } = pageOfQuery(request.query);
      const { rows, total } = await rewardPeoplePage(db, brand.path, offset, limit);
      return {
        total,
        items: rows.map((row) => ({
          person: { id: row.id, first_name: row.first_name, last_name: row.last_name },
          started_on: row.started_on,
          birthday_opt_in: row.birthday_opt_in === 1,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/reward_people/:user',
    summary:
      'Sets (or clears, null) the start date of a member of the brand’s subtree: the work-anniversary rule grants on its yearly return (MANAGE_REWARDS). 404 REWARDS.PERSON_NOT_FOUND outside the subtree; 400 REWARDS.SELF_GRANT for the caller’s own. Accepts Idempotency-Key',
    tags: TAGS,
    params: Type.Object({
      id: Type.Integer({ minimum: 1 }),
      user: Type.String({ minLength: 1, maxLength: 100 }),
    }),
    body: Body({ started_on: Nullable(daySchema) }, ['started_on']),
    data: Type.Object({ user_id: Type.String(), started_on: Nullable(Type.String()) }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { user } = request.params;
      const startedOn = request.body.started_on;
      // The start date feeds the work-anniversary rule: nobody sets their own.
      if (user === principalOf(request).sub) throw rewardsErrors.selfGrant();
      if (startedOn !== null && startedOn > new Date().toISOString().slice(0, 10)) {
        throw rewardsErrors.invalidDates('The start date cannot lie in the future');
      }
      await db.transaction().execute(async (trx) => {
        if (!(await isMemberOfSubtree(trx, user, brand.path))) throw rewardsErrors.personNotFound();
        await setStartedOn(trx, user, startedOn);
      });
      return { user_id: user, started_on: startedOn };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/reward_referrals',
    summary:
      'Applications of the brand’s subtree (not archived), newest first, with the member who referred each candidate, if any (MANAGE_REWARDS)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: pageQuery,
    data: pageOf(referralSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { offset, limit } = pageOfQuery(request.query);
      const { rows, total } = await referralsPage(db, brand.path, offset, limit);
      return {
        total,
        items: rows.map((row) => ({
          application_id: row.application_id,
          status: row.status,
          position_title: row.position_title,
          candidate: {
            id: row.candidate_id,
            first_name: row.candidate_first_name ?? '',
            last_name: row.candidate_last_name ?? '',
          },
          referrer:
            row.referrer_id === null
              ? null
              : {
                  id: row.referrer_id,
                  first_name: row.referrer_first_name ?? '',
                  last_name: row.referrer_last_name ?? '',
                },
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/reward_referrals/:application',
    summary:
      'Records (or clears, null) the member of the brand’s subtree who referred the candidate of an application of that subtree: when it is hired, the referral rule grants the referrer (MANAGE_REWARDS). 404 REWARDS.APPLICATION_NOT_FOUND or REWARDS.PERSON_NOT_FOUND outside the subtree, 400 REWARDS.SELF_REFERRAL (the candidate) or REWARDS.SELF_GRANT (the caller). Accepts Idempotency-Key',
    tags: TAGS,
    params: brandAndItemParams('application'),
    body: Body({ referrer_id: Nullable(Type.String({ minLength: 1, maxLength: 100 })) }, ['referrer_id']),
    data: Type.Object({ application_id: Type.Integer(), referrer_id: Nullable(Type.String()) }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { application: applicationId } = request.params;
      const referrerId = request.body.referrer_id;
      await db.transaction().execute(async (trx) => {
        const application = await applicationOfSubtree(trx, applicationId, brand.path);
        if (!application) throw rewardsErrors.applicationNotFound(applicationId);
        if (referrerId !== null) {
          if (referrerId === application.candidate_user_id) throw rewardsErrors.selfReferral();
          // The referrer is granted by the referral rule: nobody records themselves.
          if (referrerId === principalOf(request).sub) throw rewardsErrors.selfGrant();
          if (!(await isMemberOfSubtree(trx, referrerId, brand.path))) throw rewardsErrors.personNotFound();
        }
        await setReferrer(trx, applicationId, referrerId, new Date());
      });
      return { application_id: applicationId, referrer_id: referrerId };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/reward_profile',
    summary: 'The caller’s birthday (MM-DD) and whether they opted in to a birthday grant',
    tags: TAGS,
    data: birthdaySchema,
    handler: async (request) => birthdayOf(db, principalOf(request).sub),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/users/reward_profile',
    summary:
      'Sets the caller’s birthday (MM-DD, or null) and opt-in to a birthday grant; 400 REWARDS.INVALID_BIRTHDAY for a day no year has, REWARDS.BIRTHDAY_REQUIRED to opt in without one. Accepts Idempotency-Key',
    tags: TAGS,
    body: Body(
      {
        birthday: Nullable(Type.String({ pattern: '^[0-9]{2}-[0-9]{2}$' })),
        birthday_opt_in: Type.Boolean(),
      },
      ['birthday', 'birthday_opt_in'],
    ),
    data: birthdaySchema,
    handler: async (request) => {
      const { birthday, birthday_opt_in: optIn } = request.body;
      if (birthday !== null && !isDayOfYear(birthday)) throw rewardsErrors.invalidBirthday();
      if (optIn && birthday === null) throw rewardsErrors.birthdayRequired();
      await setBirthday(db, principalOf(request).sub, birthday, optIn);
      return { birthday, birthday_opt_in: optIn };
    },
  });
}
