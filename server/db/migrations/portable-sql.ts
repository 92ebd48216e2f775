import { sql, type Kysely } from 'kysely';
import { isPostgres, NOW_ISO_POSTGRES, NOW_ISO_SQLITE } from '../dialect';

/**
 * Runs one statement written in SQLite's dialect: on SQLite exactly as written (so the schema a
 * migration made stays byte for byte what it was), on PostgreSQL as `toPostgres` rewrites it.
 * For the SQLite forms the migrations use, not SQLite in general.
 */
export async function runPortable<DB>(db: Kysely<DB>, statement: string): Promise<void> {
  if (!isPostgres(db)) {
    await sql.raw(statement).execute(db);
    return;
  }
  for (const translated of toPostgres(statement)) await sql.raw(translated).execute(db);
}

const TRIGGER =
  /^\s*create trigger (\w+) (before|after) ((?:insert|delete|update)(?: of [\w, ]+?)?) on (\w+)(?:\s+when ([\s\S]+?))?\s+begin\s([\s\S]*)\send\s*$/i;

/**
 * The PostgreSQL statements for one SQLite statement: a trigger becomes a PL/pgSQL function
 * (its body, returning the row) and a row trigger calling it; everywhere `without rowid` goes,
 * `integer` is `bigint`, `insert or ignore` is `on conflict do nothing`, `a is not b` is
 * `is distinct from`, two-argument `max` is `greatest`, a path's ids split from JSON with
 * `json_each` are `unnest(string_to_array(…)) with ordinality`, an upsert's bare column names in
 * `do update set` name the target row, and the UTC-now text is PostgreSQL's.
 */
export function toPostgres(statement: string): string[] {
  const trigger = TRIGGER.exec(statement);
  if (!trigger) return [rewrite(statement)];
  const [, name, timing, event, table, when, body] = trigger as unknown as string[];
  const returned = /^delete/i.test(event!) ? 'old' : 'new';
  return [
    `create function ${name}_fn() returns trigger language plpgsql as $fn$ begin
      ${rewrite(body!)}
      return ${returned};
    end $fn$`,
    `create trigger ${name} ${timing} ${event} on ${table} for each row${when ? ` when (${rewrite(when)})` : ''}
      execute function ${name}_fn()`,
  ];
}

function rewrite(text: string): string {
  let out = text
    .replace(/\)\s*without rowid/gi, ')')
    .replace(/\binteger\b/gi, 'bigint')
    .split(NOW_ISO_SQLITE)
    .join(NOW_ISO_POSTGRES)
    .replace(/\bis not (?!null\b|distinct\b)/gi, 'is distinct from ')
    .replace(/\bmax\(([^(),]+),([^(),]+)\)/gi, 'greatest($1,$2)');
  out = rewriteJsonEach(out);
  out = out.replace(/\bjoin(\s+)brands b(\s+)cross join/g, 'cross join$1brands b$2cross join');
  out = out
    .split(';')
    .map((part) => qualifyUpsert(ignoreToConflict(part)))
    .join(';');
  return out;
}

const JSON_EACH_START = `json_each('[' || replace(trim(`;
const JSON_EACH_END = `, '/'), '/', ',') || ']')`;

function rewriteJsonEach(text: string): string {
  let out = text;
  for (;;) {
    const start = out.indexOf(JSON_EACH_START);
    if (start < 0) return out;
    const end = out.indexOf(JSON_EACH_END, start);
    const path = out.slice(start + JSON_EACH_START.length, end);
    const after = out.slice(end + JSON_EACH_END.length);
    const alias = /^\s+(\w+)/.exec(after);
    if (!alias) throw new Error(`json_each without an alias: ${out.slice(start, start + 80)}`);
    const before = out.slice(0, start).replace(/\bjoin\s*$/, 'cross join lateral ');
    out =
      `${before}unnest(string_to_array(btrim(${path}, '/'), '/')) with ordinality ${alias[1]}(value, key)` +
      after.slice(alias[0].length);
    out = out.replace(/left cross join lateral unnest/g, 'left join lateral unnest');
  }
}

function ignoreToConflict(statement: string): string {
  if (!/\binsert or ignore into\b/i.test(statement)) return statement;
  return `${statement.replace(/\binsert or ignore into\b/i, 'insert into').trimEnd()} on conflict do nothing`;
}

/** `insert into t (…) … on conflict … do update set a = a + …`: bare `a` on the right is `t.a`. */
function qualifyUpsert(statement: string): string {
  const target = /\binsert into (\w+)\s*\(([^)]*)\)/i.exec(statement);
  const set = /\bdo update\s+set\b/i.exec(statement);
  if (!target || !set) return statement;
  const table = target[1]!;
  const columns = target[2]!.split(',').map((column) => column.trim());
  const head = statement.slice(0, set.index + set[0].length);
  const assignments = statement
    .slice(set.index + set[0].length)
    .split(/,(?![^()]*\))/)
    .map((assignment) => {
      const eq = assignment.indexOf('=');
      let right = assignment.slice(eq + 1);
      for (const column of columns) {
        right = right.replace(new RegExp(`(?<![\\w.])${column}(?![\\w.(])`, 'g'), `${table}.${column}`);
      }
      return assignment.slice(0, eq + 1) + right;
    });
  return head + assignments.join(',');
}
