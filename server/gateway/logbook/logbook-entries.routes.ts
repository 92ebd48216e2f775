import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isFollowedUp, LOGBOOK_LIMITS, mentionedIn } from '../../../src-domain/index';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { checkedDate, checkedText, locationAccess, requireEntry, requireWritable } from './logbook-scope';
import { readableTypesOfPeople } from './logbook-access';
import { logbookLinks, withAttachments } from './logbook-attachment-links';
import { attachUploads } from './logbook-attachments.repository';
import { logbookErrors } from './logbook.errors';
import {
  CARRIED_OVER_MAX,
  commentsOf,
  dayEntries,
  readableEntry,
  teamOf,
  versionsOf,
} from './logbook.repository';
import { deleteEntry, editEntry, insertEntry } from './logbook.writes';
import { tellPeople } from './logbook-notices';
import {
  CommentSchema,
  DAY_PAGE,
  DateSchema,
  EditEntryBody,
  EntryParams,
  EntrySchema,
  EntryTypeSchema,
  LOGBOOK,
  LOGBOOK_ACCESS_TEXT,
  NewEntryBody,
  PageFields,
  pageQuery,
  TeamMemberSchema,
  VersionSchema,
} from './logbook.schema';

/** The day view and the writes of one entry (create, edit, delete). */
export function registerLogbookEntryRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/logbook/day',
    summary: `The logbook of a location for one day: one page of its entries (oldest first; \`limit\` from \`offset\`, \`total\` of them in all), the INCIDENT and MAINTENANCE entries of earlier days still open (carried over until closed: at most ${CARRIED_OVER_MAX}, oldest first, on every page, neither paged nor counted in \`total\`), the types the caller reads and writes here and the location's team, each with the types they read here (assign only those who read the entry's type). \`type\` and \`author\` (a user id) filter both the day's entries and the carried-over ones. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    params: BrandIdParams,
    querystring: Type.Object({
      date: DateSchema,
      type: Type.Optional(EntryTypeSchema),
      author: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      ...pageQuery(DAY_PAGE),
    }),
    data: Type.Object({
      date: Type.String(),
      location_id: Type.Integer(),
      entries: Type.Array(EntrySchema),
      ...PageFields,
      carried_over: Type.Array(EntrySchema),
      readable_types: Type.Array(EntryTypeSchema),
      writable_types: Type.Array(EntryTypeSchema),
      team: Type.Array(TeamMemberSchema),
    }),
    handler: async (request) => {
      const date = checkedDate(request.query.date);
      // The schema's defaults fill offset and limit; these repeat them for the type.
      const page = { offset: request.query.offset ?? 0, limit: request.query.limit ?? DAY_PAGE.default };
      const filter = { type: request.query.type, authorId: request.query.author };
      const access = await locationAccess(context, request, request.params.id);
      const [day, team] = await Promise.all([
        dayEntries(db, access.location.id, date, access.readGrants, filter, page),
        teamOf(db, pathIds(access.location.path)),
      ]);
      const reads = await readableTypesOfPeople(
        db,
        team.map((person) => person.id),
        access.location.path,
      );
      const links = logbookLinks(context.config.dataDir);
      // One read of the files of both lists (a round trip less on the day view's budget).
      const withFiles = await withAttachments(db, links, [...day.entries, ...day.carriedOver]);
      const entries = withFiles.slice(0, day.entries.length);
      const carriedOver = withFiles.slice(day.entries.length);
      return {
        date,
        location_id: access.location.id,
        entries,
        total: day.total,
        ...page,
        carried_over: carriedOver,
        readable_types: [...access.readable],
        writable_types: [...access.writable],
        team: team.map((person) => ({ ...person, readable_types: reads.get(person.id) ?? [] })),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/logbook/entries',
    summary: `Writes an entry in a location's logbook for a day. INCIDENT and MAINTENANCE entries start OPEN. \`@name\` of someone of the location's team (the day view's \`team\`) in the title or body mentions them: each mentioned person who may read the entry's type there is told (live event logbook.notice to them alone, and a mail, by their notification channels); others are not told. Title at most ${LOGBOOK_LIMITS.titleMax} characters, body at most ${LOGBOOK_LIMITS.bodyMax} (a markdown subset kept as text: **bold**, _italic_, "- " lists). \`attachment_ids\`: files the caller uploaded for this location (POST …/logbook/attachments), attached in the same transaction (400 LOGBOOK.ATTACHMENT_NOT_USABLE when one is not: unknown, another's, another location's, not received or expired). ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    status: 201,
    params: BrandIdParams,
    body: NewEntryBody,
    data: EntrySchema,
    handler: async (request) => {
      const date = checkedDate(request.body.date);
      const text = checkedText(request.body.title, request.body.body);
      const access = await locationAccess(context, request, request.params.id);
      requireWritable(access, request.body.type);
      const team = await teamOf(db, pathIds(access.location.path));
      const mentioned = mentionedIn(`${text.title}\n${text.body}`, team);
      const id = await insertEntry(
        db,
        {
          brandId: access.location.id,
          brandPath: access.location.path,
          date,
          type: request.body.type,
          ...text,
          shift: request.body.shift ?? null,
          authorId: access.userId,
          now: new Date().toISOString(),
        },
        async (trx, entryId) => {
          const target = { entryId, locationId: access.location.id, uploadedBy: access.userId };
          if (!(await attachUploads(trx, request.body.attachment_ids ?? [], target, new Date())))
            throw logbookErrors.attachmentNotUsable();
          await tellPeople(
            trx,
            { id: entryId, type: request.body.type, occasion: 'v1', location: access.location },
            mentioned,
            access.userId,
            'MENTIONED',
          );
        },
      );
      return requireEntry(context, access, id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/logbook/entries/:entry',
    summary: `One entry with its versions (newest first) and its comments. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    params: EntryParams,
    data: Type.Object({
      entry: EntrySchema,
      versions: Type.Array(VersionSchema),
      comments: Type.Array(CommentSchema),
    }),
    handler: async (request) => {
      const access = await locationAccess(context, request, request.params.id);
      const entry = await requireEntry(context, access, request.params.entry);
      const [versions, comments] = await Promise.all([versionsOf(db, entry.id), commentsOf(db, entry.id)]);
      return { entry, versions, comments };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/logbook/entries/:entry',
    summary: `Edits an entry: the text it had stays among its versions. People the new text mentions and the old did not are told, as on creation. \`version\` is the one the edit started from (409 LOGBOOK.STALE_VERSION when another edit came first). Changing the type needs WRITE_LOGBOOK for both types. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    params: EntryParams,
    body: EditEntryBody,
    data: EntrySchema,
    handler: async (request) => {
      const text = checkedText(request.body.title, request.body.body);
      const access = await locationAccess(context, request, request.params.id);
      const entry = await requireEntry(context, access, request.params.entry);
      requireWritable(access, entry.type);
      requireWritable(access, request.body.type);
      if (entry.version !== request.body.version) throw logbookErrors.staleVersion(entry.version);
      const status = isFollowedUp(request.body.type) ? (entry.follow_up?.status ?? 'OPEN') : null;
      const team = await teamOf(db, pathIds(access.location.path));
      const before = mentionedIn(`${entry.title}\n${entry.body}`, team);
      const mentioned = mentionedIn(`${text.title}\n${text.body}`, team).filter((id) => !before.includes(id));
      const version = request.body.version + 1;
      const done = await editEntry(
        db,
        entry.id,
        request.body.version,
        {
          type: request.body.type,
          ...text,
          shift: request.body.shift === undefined ? entry.shift : request.body.shift,
          editorId: access.userId,
          now: new Date().toISOString(),
        },
        status,
        (trx) =>
          tellPeople(
            trx,
            { id: entry.id, type: request.body.type, occasion: `v${version}`, location: access.location },
            mentioned,
            access.userId,
            'MENTIONED',
          ),
      );
      if (!done) {
        const now = await readableEntry(db, access.location.id, entry.id, access.readGrants);
        throw logbookErrors.staleVersion(now?.version ?? entry.version);
      }
      return requireEntry(context, access, entry.id);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/brands/:id/logbook/entries/:entry',
    summary: `Deletes an entry (soft: it leaves every read; who deleted it, when and its title are audited). ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    status: 204,
    params: EntryParams,
    data: Type.Null(),
    handler: async (request) => {
      const access = await locationAccess(context, request, request.params.id);
      const entry = await requireEntry(context, access, request.params.entry);
      requireWritable(access, entry.type);
      await deleteEntry(db, entry, access.userId, new Date().toISOString());
      return null;
    },
  });
}
