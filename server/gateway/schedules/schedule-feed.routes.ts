import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sanitizeLanguage } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { languageOfRecipient } from '../interviews/interviews.repository';
import { Nullable } from '../route-schema';
import { shiftsFeed } from './schedule-feed.ics';
import { schedulesErrors } from './schedules.errors';
import {
  FEED_TOKEN_PATTERN,
  feedIssuedAt,
  feedShifts,
  issueFeedToken,
  ownerOfFeedToken,
  revokeFeedToken,
} from './schedule-feed.repository';
import { SCHEDULES_TAGS } from './schedules-access';

const feedStatusSchema = Type.Object({
  /** When the current link was made; null: no link (never made, or revoked). */
  issued_at: Nullable(Type.String()),
});
const issuedFeedSchema = Type.Object({
  issued_at: Type.String(),
  /** The https address of the feed: shown once, only its hash is kept. */
  url: Type.String(),
  /** The same address as webcal://, which calendar apps subscribe to. */
  webcal_url: Type.String(),
});

/**
 * The person's calendar feed (issue #34, "add to calendar"): a secret URL per person, made,
 * rotated and revoked by its owner on My shifts; the database keeps only its sha256, so the URL
 * is shown once. The feed itself needs no session, only the token: it serves the owner's
 * published shifts that have not ended (schedule-feed.ics.ts), never anyone else's; an unknown,
 * rotated or revoked token is 404 SCHEDULES.FEED_NOT_FOUND.
 */
export function registerScheduleFeedRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/my_shifts/calendar_feed',
    summary: 'Whether the caller has a calendar feed link, and since when (the link itself is not kept)',
    tags: SCHEDULES_TAGS,
    data: feedStatusSchema,
    handler: async (request) => ({ issued_at: (await feedIssuedAt(db, principalOf(request).sub)) ?? null }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/my_shifts/calendar_feed',
    summary:
      'Makes the caller’s calendar feed link, or a new one in place of the old (which stops working at once). Answers the https and webcal:// addresses, shown this once',
    tags: SCHEDULES_TAGS,
    data: issuedFeedSchema,
    handler: async (request, reply) => {
      const now = new Date();
      const token = await issueFeedToken(db, principalOf(request).sub, now);
      void reply.header('cache-control', 'no-store');
      const url = `${config.publicOrigin}/api/core/v1/schedule_feeds/${token}/shifts.ics`;
      return { issued_at: now.toISOString(), url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/my_shifts/calendar_feed',
    summary: 'Revokes the caller’s calendar feed link: it answers 404 from now on',
    tags: SCHEDULES_TAGS,
    status: 204,
    data: Type.Null(),
    handler: async (request) => {
      await revokeFeedToken(db, principalOf(request).sub);
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/schedule_feeds/:token/shifts.ics',
    summary:
      'A person’s calendar feed (text/calendar; no session, the secret token is the key): their published shifts that have not ended, at most 500, with location, position and the local times in the location’s zone. 404 SCHEDULES.FEED_NOT_FOUND for an unknown, rotated or revoked token',
    tags: SCHEDULES_TAGS,
    auth: 'none',
    params: Type.Object({ token: Type.String({ pattern: FEED_TOKEN_PATTERN }) }),
    data: Type.String({ description: 'The iCalendar text (sent as text/calendar, not in the envelope)' }),
    handler: async (request, reply) => {
      const userId = await ownerOfFeedToken(db, request.params.token);
      if (!userId) throw schedulesErrors.feedNotFound();
      const person = await db
        .selectFrom('identity_users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const language = sanitizeLanguage(await languageOfRecipient(db, person.email)) ?? 'en';
      const body = shiftsFeed(await feedShifts(db, userId, new Date()), language);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body) as never;
    },
  });
}
