import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadLinkKey } from '../messaging/link-key.store';
import { SignedLinks } from '../messaging/signed-links';
import { attachmentsOf } from './logbook-attachments.repository';
import type { EntryWire } from './logbook.schema';

const linksByDataDir = new Map<string, SignedLinks>();

/** The signed links of DATA_DIR (its key is shared by every process on it), made once per process. */
export function logbookLinks(dataDir: string): SignedLinks {
  let links = linksByDataDir.get(dataDir);
  if (!links) {
    links = new SignedLinks(loadLinkKey(dataDir));
    linksByDataDir.set(dataDir, links);
  }
  return links;
}

/**
 * The entries with their attachments, each with a freshly signed short-lived link. Call it only
 * with entries the caller has been checked to read (their type and location): the link is the
 * read permission, for a few minutes.
 */
export async function withAttachments(
  db: Kysely<Database>,
  links: SignedLinks,
  entries: readonly EntryWire[],
): Promise<EntryWire[]> {
  const files = await attachmentsOf(
    db,
    entries.map((entry) => entry.id),
  );
  if (files.length === 0) return [...entries];
  return entries.map((entry) => ({
    ...entry,
    attachments: files
      .filter((file) => file.entryId === entry.id)
      .map((file) => ({
        id: file.id,
        name: file.name,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        url: `/api/core${links.sign('logbook-file', file.id).path}`,
      })),
  }));
}
