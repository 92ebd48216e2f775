import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isFollowedUp } from '../../../src-domain/index';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { mayReadLogbookType } from './logbook-access';
import { checkedComment, locationAccess, requireEntry, requireWritable } from './logbook-scope';
import { logbookErrors } from './logbook.errors';
import { commentsOf, teamOf } from './logbook.repository';
import { insertComment, setFollowUp } from './logbook.writes';
import { tellPeople } from './logbook-notices';
import {
  CommentBody,
  CommentSchema,
  EntryParams,
  EntrySchema,
  FollowUpBody,
  LOGBOOK,
  LOGBOOK_ACCESS_TEXT,
} from './logbook.schema';

/** Follow-up of an entry: assigning and closing INCIDENT / MAINTENANCE entries, and comments. */
export function registerLogbookFollowUpRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/logbook/entries/:entry/follow_up',
    summary: `Assigns an INCIDENT or MAINTENANCE entry to a member of the location's team (assignee_id; null: nobody) and opens or closes it; an open entry is carried over to later days until closed. Audited. A new assignee who may read the entry's type is told (live event logbook.notice to them alone, and a mail, by their notification channels). 400 LOGBOOK.NOT_FOLLOWED_UP for other types; 400 LOGBOOK.ASSIGNEE_NOT_IN_TEAM; 409 LOGBOOK.ASSIGNEE_CANNOT_READ when the assignee may not read the entry's type there (the day view's team lists what each reads). ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    params: EntryParams,
    body: FollowUpBody,
    data: EntrySchema,
    handler: async (request) => {
      const access = await locationAccess(context, request, request.params.id);
      const entry = await requireEntry(context, access, request.params.entry);
      requireWritable(access, entry.type);
      if (!isFollowedUp(entry.type) || entry.follow_up === null)
        throw logbookErrors.notFollowedUp(entry.type);
      const assigneeId = request.body.assignee_id ?? null;
      if (assigneeId !== null) {
        const team = await teamOf(db, pathIds(access.location.path));
        if (!team.some((person) => person.id === assigneeId))
          throw logbookErrors.assigneeNotInTeam(assigneeId);
        // Assigning an entry to someone who may not read it would show them nothing to act on
        // (an assignee kept as is may still be closed or reopened).
        const changed = assigneeId !== entry.follow_up.assignee?.id;
        if (changed && !(await mayReadLogbookType(db, assigneeId, access.location.path, entry.type)))
          throw logbookErrors.assigneeCannotRead(assigneeId, entry.type);
      }
      const now = new Date().toISOString();
      const newAssignee = assigneeId !== null && assigneeId !== entry.follow_up.assignee?.id;
      await setFollowUp(
        db,
        entry.id,
        { status: request.body.status, assigneeId, actorId: access.userId, now },
        entry.follow_up.status,
        (trx) =>
          tellPeople(
            trx,
            { id: entry.id, type: entry.type, occasion: now, location: access.location },
            newAssignee ? [assigneeId] : [],
            access.userId,
            'ASSIGNED',
          ),
      );
      return requireEntry(context, access, entry.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/logbook/entries/:entry/comments',
    summary: `Comments on an entry (plain text; needs WRITE_LOGBOOK for the entry's type). Answers the entry's comments, oldest first. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    status: 201,
    params: EntryParams,
    body: CommentBody,
    data: Type.Object({ entry: EntrySchema, comments: Type.Array(CommentSchema) }),
    handler: async (request) => {
      const body = checkedComment(request.body.body);
      const access = await locationAccess(context, request, request.params.id);
      const entry = await requireEntry(context, access, request.params.entry);
      requireWritable(access, entry.type);
      await insertComment(db, entry.id, access.userId, body, new Date().toISOString());
      const [updated, comments] = await Promise.all([
        requireEntry(context, access, entry.id),
        commentsOf(db, entry.id),
      ]);
      return { entry: updated, comments };
    },
  });
}
