/**
 * Recognises a database error by what it means, on either dialect: better-sqlite3's SqliteError
 * carries `code` SQLITE_CONSTRAINT_*, node-postgres's DatabaseError the SQLSTATE in `code`.
 */
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** Whether `error` is a unique (or primary-key) violation: another row already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Whether `error` is PostgreSQL refusing a character in text: U+0000 in text (22021
 * character_not_in_repertoire) or in JSON (22P05 untranslatable_character). SQLite stores both.
 */
export function isRefusedCharacter(error: unknown): boolean {
  const code = codeOf(error);
  return code === '22021' || code === '22P05';
}
