import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freeInterviewSlots, slotCollides, slotStartingAt } from '../../../src-domain/index';
import { isUniqueViolation } from '../../db/constraint-errors';
import { languageOfRequest } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { writeMessage } from '../messaging/messages.repository';
import { interviewIcs } from './interview-ics';
import { linkOpen, type InterviewLinks } from './interview-links';
import { languageOf, queueNotice, whenText } from './interview-notices';
import { interviewsErrors } from './interviews.errors';
import {
  bookedIntervals,
  effectiveAvailability,
  interviewDetail,
  rulesOf,
  type InterviewDetail,
} from './interviews.repository';
import { BookingPageSchema, TAGS, TokenParams, type BookingPageWire } from './interviews.schema';
import { applicationToInterview, publishInterviewEvent } from './interviews.writes';

/** How many free slots a SLOT_TAKEN answer offers. */
const NEXT_SLOTS = 3;

/**
 * Routes 7–10 of the interviews contract: the candidate's booking page behind a signed link (no
 * sign-in; rate limited per address as the other public routes). A forged, expired or unknown
 * link answers 404 INTERVIEWS.LINK_INVALID, the same for all three.
 */
export function registerInterviewBookingRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  links: InterviewLinks,
): void {
  const { db } = context;

  async function open(token: string): Promise<InterviewDetail> {
    const read = links.read(token);
    const interview = read ? await interviewDetail(db, read.id) : undefined;
    if (!read || !interview || !linkOpen(read.expiresAtMs, interview, Date.now())) {
      throw interviewsErrors.linkInvalid();
    }
    return interview;
  }

  /** The free slots of the interview's availability now (its own booking not counted as taken). */
  async function freeSlots(interview: InterviewDetail) {
    const availability = await effectiveAvailability(db, interview.location_id, interview.position_id);
    if (!availability) return { availability, slots: [] };
    const now = new Date().toISOString();
    const taken = await bookedIntervals(db, interview.location_id, now, interview.id);
    const slots = freeInterviewSlots(rulesOf(availability), interview.time_zone, now, taken);
    return { availability, slots };
  }

  async function page(interview: InterviewDetail): Promise<BookingPageWire> {
    const open = interview.state === 'INVITED' || interview.state === 'BOOKED';
    const { availability, slots } = open
      ? await freeSlots(interview)
      : { availability: undefined, slots: [] };
    const length =
      interview.starts_at && interview.ends_at
        ? Math.round((Date.parse(interview.ends_at) - Date.parse(interview.starts_at)) / 60_000)
        : Number(availability?.length_minutes ?? 0);
    return {
      interview: {
        id: interview.id,
        state: interview.state as BookingPageWire['interview']['state'],
        starts_at: interview.starts_at,
        ends_at: interview.ends_at,
        length_minutes: length,
      },
      candidate_first_name: interview.first_name ?? '',
      position_title: interview.position_title,
      location: {
        name: interview.location_name,
        time_zone: interview.time_zone,
        address: interview.location_address,
      },
      brand_name: interview.brand_name,
      slots: slots
        .filter((slot) => slot.startsAt !== interview.starts_at)
        .map((slot) => ({ starts_at: slot.startsAt, ends_at: slot.endsAt })),
    };
  }

  const common = { tags: TAGS, auth: 'none' as const, sensitive: true, params: TokenParams };

  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/v1/interview_bookings/:token',
    summary:
      'The booking page of an interview link (no sign-in): the interview, the position and location, and the free slots (UTC) when it is open. 404 INTERVIEWS.LINK_INVALID',
    data: BookingPageSchema,
    handler: async (request) => page(await open(request.params.token)),
  });

  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/v1/interview_bookings/:token/booking',
    summary:
      'Books (or moves) the interview to a free slot: the application moves to INTERVIEW, the managers see it live, the candidate gets a confirmation with an ICS invitation and reminders 24 h and 2 h before. 409 INTERVIEWS.SLOT_TAKEN (data.next_slots: the next 3 free slots), 400 INTERVIEWS.SLOT_INVALID, 409 INTERVIEWS.STATE',
    body: Type.Object({ starts_at: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
    data: BookingPageSchema,
    handler: async (request) => {
      const interview = await open(request.params.token);
      if (interview.state !== 'INVITED' && interview.state !== 'BOOKED') {
        throw interviewsErrors.state(interview.state, 'BOOKED');
      }
      const availability = await effectiveAvailability(db, interview.location_id, interview.position_id);
      if (!availability) throw interviewsErrors.slotInvalid();
      const now = new Date().toISOString();
      const rules = rulesOf(availability);
      const slot = slotStartingAt(rules, interview.time_zone, now, request.body.starts_at);
      if (!slot) throw interviewsErrors.slotInvalid();
      if (interview.state === 'BOOKED' && interview.starts_at === slot.startsAt) return page(interview);
      const taken = await bookedIntervals(db, interview.location_id, now, interview.id);
      if (taken.some((booked) => slotCollides(slot, booked, rules.bufferMinutes))) {
        throw await slotTaken(interview);
      }
      try {
        await book(request, interview, slot);
      } catch (error) {
        // The unique index of BOOKED (location, start): a concurrent booking won this slot.
        if (isUniqueViolation(error)) throw await slotTaken(interview);
        throw error;
      }
      return page((await interviewDetail(db, interview.id))!);
    },
  });

  async function slotTaken(interview: InterviewDetail) {
    const { slots } = await freeSlots(interview);
    return interviewsErrors.slotTaken(
      slots.slice(0, NEXT_SLOTS).map((slot) => ({ starts_at: slot.startsAt, ends_at: slot.endsAt })),
    );
  }

  async function book(
    request: FastifyRequest,
    interview: InterviewDetail,
    slot: { startsAt: string; endsAt: string },
  ): Promise<void> {
    const rebooking = interview.state === 'BOOKED';
    // The candidate's page says their language (the Origin a browser sends): later notices use it.
    const language = request.headers.origin ? languageOfRequest(request.headers) : languageOf(interview);
    const sequence = Number(interview.sequence) + (rebooking ? 1 : 0);
    await db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('interviews')
        .set({
          state: 'BOOKED',
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          sequence,
          language,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', interview.id)
        .where('state', '=', interview.state);
      update =
        interview.starts_at === null
          ? update.where('starts_at', 'is', null)
          : update.where('starts_at', '=', interview.starts_at);
      const result = await update.executeTakeFirst();
      // The candidate's other tab (or a manager) changed the interview since it was read.
      if (Number(result.numUpdatedRows) === 0) throw interviewsErrors.state(interview.state, 'BOOKED');
      await applicationToInterview(trx, interview.application_id, interview.audience);
      await writeMessage(
        trx,
        {
          applicationId: interview.application_id,
          senderId: interview.candidate_user_id,
          body: mailTexts(language)('interviews.thread.booked', {
            when: whenText(slot.startsAt, interview.time_zone, language),
          }),
          files: [],
        },
        { ...interview.audience, sender: 'CANDIDATE' },
        'APP',
      );
      await publishInterviewEvent(trx, interview.audience, interview, { bookedAt: slot.startsAt });
      await queueNotice(trx, interview.id, 'confirmation', slot.startsAt, sequence);
      await queueNotice(trx, interview.id, 'reminder_24h', slot.startsAt, sequence);
      await queueNotice(trx, interview.id, 'reminder_2h', slot.startsAt, sequence);
    });
  }

  defineRoute(app, {
    ...common,
    method: 'DELETE',
    url: '/v1/interview_bookings/:token/booking',
    summary:
      'The candidate cancels their booking: the interview waits for a new booking from the same link (INVITED); the reminders do nothing. 409 INTERVIEWS.STATE when it is not booked',
    data: BookingPageSchema,
    handler: async (request) => {
      const interview = await open(request.params.token);
      if (interview.state !== 'BOOKED') throw interviewsErrors.state(interview.state, 'INVITED');
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('interviews')
          .set({
            state: 'INVITED',
            starts_at: null,
            ends_at: null,
            sequence: Number(interview.sequence) + 1,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', interview.id)
          .where('state', '=', 'BOOKED')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw interviewsErrors.state(interview.state, 'INVITED');
        await writeMessage(
          trx,
          {
            applicationId: interview.application_id,
            senderId: interview.candidate_user_id,
            body: mailTexts(languageOf(interview))('interviews.thread.cancelled'),
            files: [],
          },
          { ...interview.audience, sender: 'CANDIDATE' },
          'APP',
        );
        await publishInterviewEvent(trx, interview.audience, interview, {
          state: 'INVITED',
          by: 'CANDIDATE',
        });
      });
      return page((await interviewDetail(db, interview.id))!);
    },
  });

  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/v1/interview_bookings/:token/invitation.ics',
    summary:
      'The calendar invitation (text/calendar, not the JSON envelope) of a booked interview; 404 INTERVIEWS.LINK_INVALID / INTERVIEWS.NOT_BOOKED',
    data: Type.String({ description: 'The ICS text (sent as text/calendar)' }),
    handler: async (request, reply) => {
      const interview = await open(request.params.token);
      if (interview.state !== 'BOOKED' || !interview.starts_at || !interview.ends_at) {
        throw interviewsErrors.notBooked();
      }
      const t = mailTexts(languageOf(interview));
      const ics = interviewIcs({
        id: interview.id,
        startsAt: interview.starts_at,
        endsAt: interview.ends_at,
        sequence: Number(interview.sequence),
        title: `${t('interviews.confirmation.heading')} — ${interview.position_title}`,
        location: [interview.location_name, interview.location_address].filter(Boolean).join(', '),
        description: interview.position_title,
        method: 'REQUEST',
      });
      await reply
        .header('content-disposition', `attachment; filename="interview-${interview.id}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
      return ics;
    },
  });
}
