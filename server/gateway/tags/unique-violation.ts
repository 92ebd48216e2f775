/**
 * True when a database error is a unique-index violation: better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, or PostgreSQL's 23505 (the other dialect).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
