import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { screenAnswers, type ScreeningQuestion } from '../../../src-domain/index';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Database } from '../../db/schema';
import { IdentityError, type PreparedUser } from '../../identity/identity.service';
import { identityFailure } from '../account/identity-failure';
import type { GatewayContext } from '../gateway.context';
import { publishLiveEvent } from '../live/live-events.port';
import { newProfile } from '../users/profiles.repository';
import { careersErrors } from './careers.errors';
import type { CareersBrandRow, PublicPositionRow } from './careers.repository';
import type { ApplicationBody } from './careers.schema';
import { isUsableResume, spendResumeUpload } from './resume-uploads.repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An application made on a careers page (issue #38): checks it (consent, e-mail, the position
 * OPEN, every question answered once), then in one transaction links the candidate's account
 * by e-mail or creates one (UNCONFIRMED with an unusable password, entry brand = the careers
 * page's brand, as branding only; the person sets a password through "forgot password"),
 * writes the application (APPLIED) with its answers and knockout mark, and publishes
 * `application.status_changed` so the employers' inbox reads again at once. A second
 * application by the same e-mail to the same position is merged into the first (its answers,
 * knockout mark and consent time replace the earlier ones; `merged` true, same id), under
 * concurrency too: the unique index of migration 0046 lets one insert win and the others retry
 * as merges. An e-mail that belongs to an account links the application to it; nothing of the
 * account is read back to the visitor or changed (a missing profile is only added).
 * A résumé upload named by `resume_upload_id` is spent in the same transaction and listed among
 * the application's résumés (400 CAREERS.RESUME_INVALID, nothing written, when it is not an
 * UPLOADED, unexpired, unused upload for this position). `source` SMS marks text-to-apply.
 */
export async function applyToPosition(
  context: GatewayContext,
  request: Pick<FastifyRequest, 'ip'>,
  brand: CareersBrandRow,
  position: PublicPositionRow,
  questions: readonly ScreeningQuestion[],
  body: Static<typeof ApplicationBody>,
  /** SMS: made by text-to-apply (no reCAPTCHA: the signed webhook vouches for it). */
  source: 'WEB' | 'SMS' = 'WEB',
): Promise<{ application_id: number; knocked_out: boolean; merged: boolean; knockout_questions: string[] }> {
  if (!body.consent) throw careersErrors.consentRequired();
  const email = body.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw careersErrors.emailInvalid();
  if (position.status !== 'OPEN') throw careersErrors.notOpen(position.id);
  const answers = body.answers.map((answer) => ({ questionId: answer.question_id, answer: answer.answer }));
  const screening = screenAnswers(questions, answers);
  const distinct = new Set(answers.map((answer) => answer.questionId)).size === answers.length;
  if (!distinct || screening.missing.length > 0 || screening.unknown.length > 0)
    throw careersErrors.answersInvalid();
  const resumeId = body.resume_upload_id;
  if (resumeId && !(await isUsableResume(context.db, resumeId, position.id, new Date())))
    throw careersErrors.resumeNotUsable();
  if (source === 'WEB') await context.recaptcha.verify(body['g-recaptcha-response'], request.ip);

  /** Spends the résumé upload (once, this position's, in time) and lists it on the application. */
  const attachResume = async (trx: Kysely<Database>, applicationId: number, now: string) => {
    if (!resumeId) return;
    const upload = await spendResumeUpload(trx, resumeId, position.id, new Date(now));
    if (!upload?.stored_name) throw careersErrors.resumeNotUsable();
    await trx
      .insertInto('application_resumes')
      .values({
        application_id: applicationId,
        stored_name: upload.stored_name,
        original_name: upload.original_name,
        content_type: upload.content_type,
        size_bytes: upload.stored_size ?? upload.declared_size,
        created_at: now,
      })
      .execute();
  };

  const { identity, db } = context;
  const attempt = async (prepared: PreparedUser | undefined, existingId: string | undefined) =>
    db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const earlier = await trx
        .selectFrom('career_applications')
        .select('application_id')
        .where('position_id', '=', position.id)
        .where('email', '=', email)
        .executeTakeFirst();
      if (earlier) {
        await trx
          .updateTable('career_applications')
          .set({
            answers_json: JSON.stringify(body.answers),
            knocked_out: screening.knockedOut ? 1 : 0,
            consent_at: now,
          })
          .where('application_id', '=', earlier.application_id)
          .execute();
        await attachResume(trx, earlier.application_id, now);
        return { id: earlier.application_id, merged: true };
      }
      const userId = existingId ?? (await identity.createUserInTransaction(prepared!, trx)).id;
      const profile = await trx
        .selectFrom('user_profiles')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!profile) {
        await trx
          .insertInto('user_profiles')
          .values(
            newProfile(userId, {
              first_name: body.first_name.trim(),
              last_name: body.last_name.trim(),
              phone: body.phone,
              registration_mode: 'CAREERS_PAGE',
              entry_brand_id: brand.id,
            }),
          )
          .execute();
      }
      const application = await trx
        .insertInto('applications')
        .values({
          position_id: position.id,
          candidate_user_id: userId,
          status: 'APPLIED',
          archived: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('career_applications')
        .values({
          application_id: application.id,
          position_id: position.id,
          email,
          answers_json: JSON.stringify(body.answers),
          knocked_out: screening.knockedOut ? 1 : 0,
          consent_at: now,
          source,
        })
        .execute();
      await attachResume(trx, application.id, now);
      await publishLiveEvent(trx, {
        name: 'application.status_changed',
        payload: { application_id: application.id, brand_id: position.location_id, status: 'APPLIED' },
        brand: { id: position.location_id, path: position.location_path },
        candidateUserId: userId,
      });
      return { id: application.id, merged: false };
    });

  // Each lost race (the account, then the application, made meanwhile by a parallel submit)
  // costs one more attempt, which then links or merges.
  const run = async (triesLeft: number): Promise<{ id: number; merged: boolean }> => {
    const existing = await identity.findUserByEmail(email);
    const prepared = existing
      ? undefined
      : await identity
          .prepareUser({
            email,
            // None usable (and no slow hashing in the submit): the person sets their own
            // through "forgot password".
            password: undefined,
            status: 'UNCONFIRMED',
            emailVerified: false,
            phoneNumber: body.phone,
            attributes: { given_name: body.first_name.trim(), family_name: body.last_name.trim() },
          })
          .catch(identityFailure);
    try {
      return await attempt(prepared, existing?.id);
    } catch (error) {
      if (triesLeft > 0 && isUniqueViolation(error)) return run(triesLeft - 1);
      // Another application created this e-mail's account meanwhile: link to it instead.
      if (triesLeft > 0 && error instanceof IdentityError && error.code === 'IDENTITY.EMAIL_TAKEN')
        return run(triesLeft - 1);
      if (isUniqueViolation(error)) throw careersErrors.alreadyApplied();
      return identityFailure(error);
    }
  };
  const outcome = await run(3);
  return {
    application_id: outcome.id,
    merged: outcome.merged,
    knocked_out: screening.knockedOut,
    knockout_questions: [...screening.knockedOutIds],
  };
}
