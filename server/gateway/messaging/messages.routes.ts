import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { withoutBidiControls } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { defineRoute } from '../gateway.route';
import { Body, IdParams } from '../route-schema';
import { requireApplication } from './application-access';
import { mediaStoreOf } from '../../storage/media-store';
import { MAX_BODY_CHARS, MAX_FILES, messagingLimits, removeFiles, writeFiles } from './attachments.store';
import { readMessageUpload } from './message-upload';
import { insertMessage, messagesWithApplication, setReadMarks, threadOf } from './messages.repository';
import { messagingErrors } from './messaging.errors';
import {
  MessageSchema,
  MessagingLimitsSchema,
  StatusSchema,
  TAGS,
  type ThreadMessage,
} from './messaging.schema';
import type { SignedLinks } from './signed-links';
import { applicationAudience, sideOf } from '../live/live-events.catalogue';
import { queueTextToCandidate, smsTextOf } from '../sms/sms.job';

/**
 * A thread, sending (multipart, files checked by their bytes and stored under hashed names)
 * and read marks (001 §7 "Messaging"). Who may: the application's candidate, or an employer
 * with SOURCE_HIRE over its brand; anyone else gets 404 as for an unknown application.
 */
export function registerMessageRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  links: SignedLinks,
): void {
  const { db, config } = context;

  async function thread(
    applicationId: number,
    readerId: string,
    candidateId: string,
  ): Promise<ThreadMessage[]> {
    const { messages, files } = await threadOf(db, applicationId, readerId);
    return messages.map((message) => ({
      id: message.id,
      sender:
        message.sender_user_id === null
          ? null
          : {
              id: message.sender_user_id,
              first_name: message.first_name ?? '',
              last_name: message.last_name ?? '',
            },
      from_candidate: message.sender_user_id === candidateId,
      message_body: message.message_body,
      created_at: message.created_at,
      is_read: message.read_at !== null,
      via_sms: message.channel === 'SMS',
      files: files
        .filter((file) => file.message_id === message.id)
        .map((file) => {
          const link = links.sign('message-file', file.id);
          return {
            id: file.id,
            // Names stored before bidi controls were stripped on upload (message-upload.ts) too.
            name: withoutBidiControls(file.original_name),
            content_type: file.content_type,
            size_bytes: file.size_bytes,
            url: `/api/core${link.path}`,
            expires_at: link.expiresAt,
          };
        }),
    }));
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/messaging/limits',
    summary: 'What a message may carry: body length, number, size and types (by content) of files',
    tags: TAGS,
    data: MessagingLimitsSchema,
    handler: async () => messagingLimits(config.uploadMaxBytes),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/application_messages/:id',
    summary: 'The messages of one application, oldest first, each with whether the caller read it',
    tags: TAGS,
    params: IdParams,
    data: Type.Object({
      application: Type.Object({ id: Type.Integer(), status: StatusSchema, archived: Type.Boolean() }),
      messages: Type.Array(MessageSchema),
    }),
    handler: async (request) => {
      const { application, reader } = await requireApplication(context, request, request.params.id);
      return {
        application: { id: application.id, status: application.status, archived: application.archived === 1 },
        messages: await thread(application.id, reader.userId, application.candidate_user_id),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/applications/:id/messages',
    summary:
      'Sends a message (multipart/form-data: message_body, files ×0–5; limits at GET /v1/messaging/limits). 409 MESSAGING.APPLICATION_ARCHIVED on an archived application; a refused file saves nothing',
    tags: TAGS,
    params: IdParams,
    consumes: ['multipart/form-data'],
    form: Type.Object({
      message_body: Type.Optional(Type.String({ maxLength: MAX_BODY_CHARS })),
      files: Type.Optional(Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_FILES })),
    }),
    data: Type.Object({ message: MessageSchema }),
    handler: async (request) => {
      const { application, reader } = await requireApplication(context, request, request.params.id);
      if (application.archived === 1) throw messagingErrors.applicationArchived(application.id);
      const upload = await readMessageUpload(request, config.uploadMaxBytes);
      await writeFiles(mediaStoreOf(config), upload.files);
      let messageId: number;
      try {
        messageId = await insertMessage(
          db,
          {
            applicationId: application.id,
            senderId: reader.userId,
            body: upload.body,
            files: upload.files.map((entry) => entry.file),
          },
          { ...applicationAudience(application), sender: sideOf(reader) },
          // An employer's message is also texted to a candidate who chose SMS (a job, same transaction).
          reader.side === 'employer'
            ? async (trx) => {
                await queueTextToCandidate(trx, {
                  candidateUserId: application.candidate_user_id,
                  applicationId: application.id,
                  body: smsTextOf(upload.body, upload.files.length),
                  smsOn: config.sms.mode !== 'off',
                  quietHours: config.sms.quietHours,
                });
              }
            : undefined,
        );
      } catch (error) {
        await removeFiles(
          mediaStoreOf(config),
          upload.files.map((entry) => entry.file.storedName),
        );
        throw error;
      }
      const messages = await thread(application.id, reader.userId, application.candidate_user_id);
      const message = messages.find((entry) => entry.id === messageId);
      // The thread was read after the insert committed, by the message's own sender.
      if (!message) throw new Error(`message ${messageId} missing from its thread`);
      return { message };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/message_is_read',
    summary:
      'Marks messages read or unread for the caller alone (other readers keep their own marks); all or nothing',
    tags: TAGS,
    body: Type.Array(
      Body({ message_id: Type.Integer({ minimum: 1 }), is_read: Type.Boolean() }, ['message_id', 'is_read']),
      { minItems: 1, maxItems: 200 },
    ),
    data: Type.Object({ updated: Type.Integer() }),
    handler: async (request) => {
      const marks = request.body;
      const seen = new Set<number>();
      for (const mark of marks) {
        if (seen.has(mark.message_id)) throw messagingErrors.duplicateMark(mark.message_id);
        seen.add(mark.message_id);
      }
      const found = new Map(
        (await messagesWithApplication(db, [...seen])).map((row) => [row.id, row.application_id]),
      );
      let readerId: string | undefined;
      const checked = new Set<number>();
      const audiences: Parameters<typeof setReadMarks>[3][number][] = [];
      for (const mark of marks) {
        const applicationId = found.get(mark.message_id);
        if (applicationId === undefined) throw messagingErrors.messageNotFound(mark.message_id);
        if (checked.has(applicationId)) continue;
        try {
          const access = await requireApplication(context, request, applicationId);
          readerId = access.reader.userId;
          audiences.push({
            ...applicationAudience(access.application),
            applicationId,
            reader: sideOf(access.reader),
          });
        } catch (error) {
          if (error instanceof GatewayError) throw messagingErrors.messageNotFound(mark.message_id);
          throw error;
        }
        checked.add(applicationId);
      }
      if (readerId !== undefined) await setReadMarks(db, readerId, marks, audiences);
      return { updated: marks.length };
    },
  });
}
