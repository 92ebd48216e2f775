import type { Readable } from 'node:stream';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { withoutBidiControls } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { ErrorSchema, StringEnum } from '../route-schema';
import { requireApplication } from './application-access';
import { mediaStoreOf } from '../../storage/media-store';
import { isStoredFileName } from './attachments.store';
import { findMessageFile, findResume, findResumeById } from './messages.repository';
import { messagingErrors } from './messaging.errors';
import { TAGS } from './messaging.schema';
import { LINK_TTL_SECONDS, SIGNED_FILES_PATH, type SignedKind, type SignedLinks } from './signed-links';

const SIGNED_KINDS: readonly SignedKind[] = ['message-file', 'resume'];

/** A signed link's path: what it opens (kind, row id), until when (Unix seconds), its HMAC. */
const SignedParams = Type.Object({
  kind: StringEnum(SIGNED_KINDS),
  id: Type.Integer({ minimum: 1 }),
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});

/**
 * `filename*` of Content-Disposition: the shown name without bidi controls (as stored since
 * message-upload.ts strips them; older rows too), percent-encoded (RFC 6266 / 5987).
 */
function attachment(name: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(withoutBidiControls(name))}`;
}

/**
 * Resumes' signed links and the one route that serves stored files: an HMAC-signed path that
 * expires within five minutes (no bearer token: a browser opens it). A tampered link answers
 * 403 FILES.LINK_INVALID, an old one 403 FILES.LINK_EXPIRED; files are always downloads.
 */
export function registerFileRoutes(app: FastifyInstance, context: GatewayContext, links: SignedLinks): void {
  const { db, config } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/applications/:application/resumes/:resume/signed_url',
    summary: `A link to the resume, valid for ${LINK_TTL_SECONDS} s (the candidate, or an employer with SOURCE_HIRE)`,
    tags: TAGS,
    params: Type.Object({
      application: Type.Integer({ minimum: 1 }),
      resume: Type.Integer({ minimum: 1 }),
    }),
    data: Type.Object({ url: Type.String(), expires_at: Type.String() }),
    handler: async (request) => {
      const { application } = await requireApplication(context, request, request.params.application);
      const resume = await findResume(db, application.id, request.params.resume);
      if (!resume) throw messagingErrors.resumeNotFound(request.params.resume);
      const link = links.sign('resume', resume.id);
      return { url: `/api/core${link.path}`, expires_at: link.expiresAt };
    },
  });

  // Not defineRoute: the answer is the file's bytes, not the JSON envelope.
  app.route<{ Params: Static<typeof SignedParams> }>({
    method: 'GET',
    url: `${SIGNED_FILES_PATH}/:kind/:id/:expires/:signature`,
    config: { auth: 'none' },
    schema: {
      summary: 'A stored file (message attachment or resume) through a signed link; the bytes, as a download',
      tags: [...TAGS],
      params: SignedParams,
      response: {
        200: {
          description: 'The file’s bytes, as its own content type',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        '4xx': ErrorSchema,
        '5xx': ErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const verdict = links.check(request.params);
      if (verdict === 'invalid') throw messagingErrors.linkInvalid();
      if (verdict === 'expired') throw messagingErrors.linkExpired();
      const { kind, id } = request.params;
      const file = kind === 'resume' ? await findResumeById(db, id) : await findMessageFile(db, id);
      if (!file) throw messagingErrors.fileGone();
      // Streamed from the store (disk or bucket), never read whole into memory.
      let bytes: Readable | undefined;
      try {
        if (isStoredFileName(file.stored_name))
          bytes = await mediaStoreOf(config).read('hiring', file.stored_name);
      } catch {
        bytes = undefined;
      }
      if (!bytes) throw messagingErrors.fileGone();
      return reply
        .type(file.content_type)
        .header('content-disposition', attachment(file.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
