import { Type, type Static } from '@sinclair/typebox';
import {
  LOGBOOK_ENTRY_TYPES,
  LOGBOOK_LIMITS,
  LOGBOOK_SHIFTS,
  MAX_LOGBOOK_ATTACHMENTS,
  type LogbookShift,
} from '../../../src-domain/index';
import { Body, Nullable, StringEnum } from '../route-schema';

export const LOGBOOK = ['logbook'];

/** How the logbook's permissions work, said once in every route's description. */
export const LOGBOOK_ACCESS_TEXT =
  'Reading needs VIEW_LOGBOOK and writing (create, edit, delete, assign, close, comment) needs ' +
  'WRITE_LOGBOOK, each granted on the location or a brand above it; a LOGBOOK_ENTRY_TYPE ' +
  'condition limits either to its types (without one, every type). Entries of types the caller ' +
  'may not read are left out of every answer, count and search, and answer 404 when named.';

export const EntryTypeSchema = StringEnum(LOGBOOK_ENTRY_TYPES);
export const ShiftSchema = StringEnum(LOGBOOK_SHIFTS);
/** A shift to save, or null (Ajv's `nullable` needs the null in `enum` too). */
const shiftChoice = Type.Unsafe<LogbookShift | null>({
  type: 'string',
  enum: [...LOGBOOK_SHIFTS, null],
  nullable: true,
});
/** An ISO calendar date; the handler also checks it is a real one (LOGBOOK.BAD_DATE). */
export const DateSchema = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const PersonSchema = Type.Object({ id: Type.String(), name: Type.String() });
/** A member of the location's team and the entry types they read there. */
export const TeamMemberSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  readable_types: Type.Array(StringEnum(LOGBOOK_ENTRY_TYPES)),
});

/** Files an entry holds at most (photos and PDFs). */
export const MAX_ATTACHMENTS = MAX_LOGBOOK_ATTACHMENTS;

export const AttachmentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "The file's name as uploaded: render as text" }),
  content_type: Type.String({ description: 'image/jpeg, image/png, image/webp or application/pdf' }),
  size_bytes: Type.Integer(),
  url: Type.String({
    description:
      'A signed link (below the site root) to the bytes, valid a few minutes, issued only to readers of the entry type: images inline, PDFs as downloads',
  }),
});

export const EntrySchema = Type.Object({
  id: Type.Integer(),
  location_id: Type.Integer(),
  location_name: Type.String(),
  date: Type.String(),
  type: EntryTypeSchema,
  title: Type.String(),
  body: Type.String({ description: 'The logbook markdown subset as typed: render as text, never as HTML' }),
  shift: Nullable(ShiftSchema),
  author: PersonSchema,
  created_at: Type.String(),
  edited_at: Nullable(Type.String()),
  version: Type.Integer(),
  follow_up: Nullable(
    Type.Object({
      status: StringEnum(['OPEN', 'CLOSED'] as const),
      assignee: Nullable(PersonSchema),
      closed_at: Nullable(Type.String()),
    }),
  ),
  comment_count: Type.Integer(),
  attachments: Type.Array(AttachmentSchema),
});
export type EntryWire = Static<typeof EntrySchema>;

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  author: PersonSchema,
  body: Type.String(),
  created_at: Type.String(),
});

export const VersionSchema = Type.Object({
  version: Type.Integer(),
  type: EntryTypeSchema,
  title: Type.String(),
  body: Type.String(),
  edited_by: PersonSchema,
  edited_at: Type.String(),
});

/** Long enough that an over-long text gets its LOGBOOK.* code rather than a schema error. */
const titleInput = Type.String({ maxLength: LOGBOOK_LIMITS.titleMax * 4 });
const bodyInput = Type.String({ maxLength: LOGBOOK_LIMITS.bodyMax * 2 });

export const NewEntryBody = Body(
  {
    date: DateSchema,
    type: EntryTypeSchema,
    title: titleInput,
    body: bodyInput,
    shift: shiftChoice,
    attachment_ids: Type.Array(Type.String({ pattern: '^[0-9a-f]{64}$' }), {
      maxItems: MAX_ATTACHMENTS,
      uniqueItems: true,
      description: 'upload_id of files uploaded for this location by the caller (POST …/logbook/attachments)',
    }),
  },
  ['date', 'type', 'title', 'body'],
);
export const EditEntryBody = Body(
  {
    type: EntryTypeSchema,
    title: titleInput,
    body: bodyInput,
    shift: shiftChoice,
    version: Type.Integer({ minimum: 1 }),
  },
  ['type', 'title', 'body', 'version'],
);
export const FollowUpBody = Body(
  { status: StringEnum(['OPEN', 'CLOSED'] as const), assignee_id: Nullable(Type.String({ maxLength: 64 })) },
  ['status'],
);
export const CommentBody = Body({ body: Type.String({ maxLength: LOGBOOK_LIMITS.commentMax * 2 }) }, [
  'body',
]);

export const EntryParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  entry: Type.Integer({ minimum: 1 }),
});

/** Entries of a day's page at most, and by default. */
export const DAY_PAGE = { max: 100, default: 50 } as const;
/** Search results of a page at most, and by default. */
export const SEARCH_PAGE = { max: 50, default: 20 } as const;

/** `offset` and `limit` of a paged list; out of bounds: 400 VALIDATION.INVALID. */
export const pageQuery = (page: { max: number; default: number }) => ({
  offset: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 100_000,
      default: 0,
      description: 'Rows skipped (0: the first page)',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: page.max,
      default: page.default,
      description: `Rows of the page (1–${page.max})`,
    }),
  ),
});

/** What a paged answer says of its page. */
export const PageFields = {
  total: Type.Integer({ description: 'Rows in all (every page)' }),
  offset: Type.Integer(),
  limit: Type.Integer(),
};
