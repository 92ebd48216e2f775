import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { APPLICATION_STATUSES } from '../../../src-domain/index';
import { Nullable, StringEnum } from '../route-schema';

/**
 * The shapes the messaging routes share (TypeBox: what they validate, answer and publish in the
 * OpenAPI document, and the types of their handlers and repositories).
 */

export const TAGS = ['Messaging'];

/**
 * An application's status as answers carry it: one of APPLICATION_STATUSES, or an older status
 * still stored (so a plain string, not an enum).
 */
export const StatusSchema = Type.String({
  description: `Pipeline status: ${APPLICATION_STATUSES.join(', ')} (APPLIED = new, OFFERED = offer made).`,
});

/** How an application came in: the careers page (WEB) or text-to-apply (SMS); null for others. */
export const ApplicationSourceSchema = Nullable(StringEnum(['WEB', 'SMS'] as const));

/** A stored source as the wire says it (anything else reads as null). */
export const applicationSource = (value: string | null): 'WEB' | 'SMS' | null =>
  value === 'WEB' || value === 'SMS' ? value : null;

/** An application in the candidate's and the employer's lists. */
export const ApplicationSchema = Type.Object({
  id: Type.Integer(),
  status: StatusSchema,
  archived: Type.Boolean(),
  created_at: Type.String(),
  position: Type.Object({ id: Type.Integer(), title: Type.String(), category: Type.String() }),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  candidate: Nullable(
    Type.Object({
      id: Type.String({ description: 'The candidate’s user id (for the tags calls)' }),
      first_name: Type.String(),
      last_name: Type.String(),
    }),
  ),
  unread_messages: Type.Integer({ description: 'Messages from the other side the caller has not read' }),
  source: ApplicationSourceSchema,
});

/** A page of applications, with how many there are in all. */
export const ApplicationListSchema = Type.Object({
  total: Type.Integer(),
  applications: Type.Array(ApplicationSchema),
});

/** One line of a board's facet: its own fields, then its applications and unread messages. */
const facet = <P extends TProperties>(fields: P) =>
  Type.Array(Type.Object({ ...fields, applications: Type.Integer(), unread: Type.Integer() }));

/** The message board of `GET /v1/groups/{id}/employer/message_baord_data`. */
export const MessageBoardSchema = Type.Object({
  brand_id: Type.Integer(),
  total_applications: Type.Integer(),
  unread_messages: Type.Integer(),
  statuses: facet({ status: StatusSchema }),
  positions: facet({ id: Type.Integer(), title: Type.String() }),
  positions_total: Type.Integer(),
  locations: facet({ id: Type.Integer(), name: Type.String() }),
  locations_total: Type.Integer(),
});
export type MessageBoard = Static<typeof MessageBoardSchema>;

/** A file of a message, with its signed link. */
const MessageFileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer(),
  url: Type.String({ description: 'Signed link below /api/core, valid until expires_at (≤ 5 minutes)' }),
  expires_at: Type.String(),
});

/** A message of a thread as its reader sees it. */
export const MessageSchema = Type.Object({
  id: Type.Integer(),
  sender: Nullable(Type.Object({ id: Type.String(), first_name: Type.String(), last_name: Type.String() })),
  from_candidate: Type.Boolean(),
  message_body: Type.String(),
  created_at: Type.String(),
  is_read: Type.Boolean({ description: 'Read by the caller (their own messages are read)' }),
  files: Type.Array(MessageFileSchema),
  via_sms: Type.Boolean({ description: 'Came by text message (the candidate replied by SMS)' }),
});
export type ThreadMessage = Static<typeof MessageSchema>;

/** What a message may carry; published by GET /v1/messaging/limits. */
export const MessagingLimitsSchema = Type.Object({
  max_body_chars: Type.Integer({ description: 'Characters of message_body' }),
  max_files: Type.Integer(),
  max_file_bytes: Type.Integer({ description: 'Bytes per file' }),
  allowed_types: Type.Array(Type.String(), {
    description: 'Content types accepted, decided from each file’s first bytes',
  }),
});
export type MessagingLimits = Static<typeof MessagingLimitsSchema>;

/** An unread count. */
export const CountSchema = Type.Object({ count: Type.Integer() });
