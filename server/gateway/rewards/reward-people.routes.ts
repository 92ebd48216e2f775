import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { body, bool, brandIdParams, int, nullable, object, str } from '../gateway.schema';
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
import { TAGS, brandAndItemParams, daySchema, pageOf, pageQuery, person } from './rewards.schema';

const rewardPersonSchema = object({ person, started_on: nullable(str), birthday_opt_in: bool });
const referralSchema = object({
  application_id: int,
  status: str,
  position_title: str,
  candidate: person,
  referrer: nullable(person),
});
const birthdaySchema = object({ birthday: nullable(str), birthday_opt_in: bool });

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

  defineUntypedRoute<{ Params: { id: number }; Querystring: { offset: number; limit: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/reward_people',
    summary:
      'Members of the brand’s subtree by name, with their start date (work anniversaries) and whether they opted in to a birthday grant (MANAGE_REWARDS)',
    tags: TAGS,
    params: brandIdParams,
    querystring: pageQuery,
    data: pageOf(rewardPersonSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { rows, total } = await rewardPeoplePage(
        db,
        brand.path,
        request.query.offset,
        request.query.limit,
      );
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

  defineUntypedRoute<{ Params: { id: number; user: string }; Body: { started_on: string | null } }>(app, {
    method: 'PUT',
    url: '/v1/brands/:id/reward_people/:user',
    summary:
      'Sets (or clears, null) the start date of a member of the brand’s subtree: the work-anniversary rule grants on its yearly return (MANAGE_REWARDS). 404 REWARDS.PERSON_NOT_FOUND outside the subtree; 400 REWARDS.SELF_GRANT for the caller’s own. Accepts Idempotency-Key',
    tags: TAGS,
    params: {
      type: 'object',
      required: ['id', 'user'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        user: { type: 'string', minLength: 1, maxLength: 100 },
      },
    },
    body: body({ started_on: nullable(daySchema) }, ['started_on']),
    data: object({ user_id: str, started_on: nullable(str) }),
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

  defineUntypedRoute<{ Params: { id: number }; Querystring: { offset: number; limit: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/reward_referrals',
    summary:
      'Applications of the brand’s subtree (not archived), newest first, with the member who referred each candidate, if any (MANAGE_REWARDS)',
    tags: TAGS,
    params: brandIdParams,
    querystring: pageQuery,
    data: pageOf(referralSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { rows, total } = await referralsPage(db, brand.path, request.query.offset, request.query.limit);
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

  defineUntypedRoute<{ Params: { id: number; application: number }; Body: { referrer_id: string | null } }>(
    app,
    {
      method: 'PUT',
      url: '/v1/brands/:id/reward_referrals/:application',
      summary:
        'Records (or clears, null) the member of the brand’s subtree who referred the candidate of an application of that subtree: when it is hired, the referral rule grants the referrer (MANAGE_REWARDS). 404 REWARDS.APPLICATION_NOT_FOUND or REWARDS.PERSON_NOT_FOUND outside the subtree, 400 REWARDS.SELF_REFERRAL (the candidate) or REWARDS.SELF_GRANT (the caller). Accepts Idempotency-Key',
      tags: TAGS,
      params: brandAndItemParams('application'),
      body: body({ referrer_id: nullable({ type: 'string', minLength: 1, maxLength: 100 }) }, [
        'referrer_id',
      ]),
      data: object({ application_id: int, referrer_id: nullable(str) }),
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
    },
  );

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/users/reward_profile',
    summary: 'The caller’s birthday (MM-DD) and whether they opted in to a birthday grant',
    tags: TAGS,
    data: birthdaySchema,
    handler: async (request) => birthdayOf(db, principalOf(request).sub),
  });

  defineUntypedRoute<{ Body: { birthday: string | null; birthday_opt_in: boolean } }>(app, {
    method: 'PUT',
    url: '/v1/users/reward_profile',
    summary:
      'Sets the caller’s birthday (MM-DD, or null) and opt-in to a birthday grant; 400 REWARDS.INVALID_BIRTHDAY for a day no year has, REWARDS.BIRTHDAY_REQUIRED to opt in without one. Accepts Idempotency-Key',
    tags: TAGS,
    body: body(
      {
        birthday: nullable({ type: 'string', pattern: '^[0-9]{2}-[0-9]{2}$' }),
        birthday_opt_in: bool,
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
