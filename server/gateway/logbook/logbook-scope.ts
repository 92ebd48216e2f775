import type { FastifyRequest } from 'fastify';
import {
  isLogbookDate,
  logbookCommentProblem,
  logbookEntryProblem,
  VIEW_LOGBOOK,
  WRITE_LOGBOOK,
  type LogbookEntryType,
} from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { logbookGrants, typesAt, type LogbookGrant } from './logbook-access';
import { logbookLinks, withAttachments } from './logbook-attachment-links';
import { logbookErrors } from './logbook.errors';
import { readableEntry } from './logbook.repository';
import type { EntryWire } from './logbook.schema';

/** What a logbook route knows of its caller at one location. */
export interface LocationAccess {
  readonly userId: string;
  readonly location: BrandRow;
  readonly readGrants: readonly LogbookGrant[];
  readonly readable: readonly LogbookEntryType[];
  readonly writable: readonly LogbookEntryType[];
}

/**
 * The location in the path, seen by the caller (403/404 BRAND.* outside the caller's subtrees,
 * 400 LOGBOOK.NOT_A_LOCATION above locations), with the types the caller reads and writes there.
 * 403 LOGBOOK.READ_FORBIDDEN when the caller reads no type there.
 */
export async function locationAccess(
  context: GatewayContext,
  request: FastifyRequest,
  id: number,
): Promise<LocationAccess> {
  const userId = principalOf(request).sub;
  const location = await context.scopeOf(request).require(id);
  if (location.type !== 'LOCATION') throw logbookErrors.notALocation(id);
  const [readGrants, writeGrants] = await Promise.all([
    logbookGrants(context.db, userId, location, VIEW_LOGBOOK),
    logbookGrants(context.db, userId, location, WRITE_LOGBOOK),
  ]);
  const readable = typesAt(readGrants, location.path);
  if (readable.length === 0) throw logbookErrors.readForbidden();
  // Writing a type one may not read would be writing blind: writes need both.
  const writable = typesAt(writeGrants, location.path).filter((type) => readable.includes(type));
  return { userId, location, readGrants, readable, writable };
}

/** The brand in the path (any level) and the caller's read grants below it; 403 when none. */
export async function subtreeAccess(context: GatewayContext, request: FastifyRequest, id: number) {
  const userId = principalOf(request).sub;
  const brand = await context.scopeOf(request).require(id);
  const grants = await logbookGrants(context.db, userId, brand, VIEW_LOGBOOK);
  if (grants.length === 0) throw logbookErrors.readForbidden();
  return { userId, brand, grants };
}

/** 403 LOGBOOK.WRITE_FORBIDDEN unless the caller writes `type` here. */
export function requireWritable(access: LocationAccess, type: LogbookEntryType): void {
  if (!access.writable.includes(type)) throw logbookErrors.writeForbidden(type);
}

/** An entry of the location the caller reads, with its attachments' links; 404 LOGBOOK.ENTRY_NOT_FOUND otherwise. */
export async function requireEntry(
  context: GatewayContext,
  access: LocationAccess,
  entryId: number,
): Promise<EntryWire> {
  const entry = await readableEntry(context.db, access.location.id, entryId, access.readGrants);
  if (!entry) throw logbookErrors.entryNotFound(entryId);
  const [withFiles] = await withAttachments(context.db, logbookLinks(context.config.dataDir), [entry]);
  return withFiles!;
}

/** 400 LOGBOOK.BAD_DATE unless a real calendar date. */
export function checkedDate(value: string): string {
  if (!isLogbookDate(value)) throw logbookErrors.badDate(value);
  return value;
}

/** The trimmed title and the body, or 400 with the LOGBOOK.* problem. */
export function checkedText(title: string, body: string): { title: string; body: string } {
  const problem = logbookEntryProblem(title, body);
  if (problem) throw logbookErrors.textProblem(problem);
  return { title: title.trim(), body: body.replace(/\r\n?/g, '\n').trimEnd() };
}

/** The comment's text, or 400 with the LOGBOOK.* problem. */
export function checkedComment(body: string): string {
  const problem = logbookCommentProblem(body);
  if (problem) throw logbookErrors.textProblem(problem);
  return body.replace(/\r\n?/g, '\n').trim();
}
