import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';

/** A multipart/form-data body for app.inject: text fields, then files. */
export function multipart(
  fields: Record<string, string>,
  files: readonly { field?: string; name: string; bytes: Buffer; type?: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----brigade${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF = Buffer.from('%PDF-1.4\n%test\ntrailer<<>>\n%%EOF\n', 'latin1');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

/** The id of the user with this e-mail. */
export async function userId(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo application of `email` to a position titled `title` at the brand named `brand`. */
export async function applicationOf(
  db: Kysely<Database>,
  email: string,
  title: string,
  brand: string,
): Promise<number> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
    .select('a.id')
    .where('u.email', '=', email)
    .where('p.title', '=', title)
    .where('b.name', '=', brand)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Row counts of the messaging tables, to show that a refused call wrote nothing. */
export async function messagingCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['application_messages', 'message_files', 'message_reads', 'applications'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
