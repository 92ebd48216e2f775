import type { Static, TSchema } from '@sinclair/typebox';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { hoursBetweenSql } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { EmployerReader } from '../messaging/applications.repository';
import type {
  HiringFigures,
  HiringReportPage,
  OnboardingFigures,
  OnboardingPage,
  OpenPositionsPage,
  ReplyTimesPage,
  ReportSort,
  Spread,
} from './dashboards.schema';

/** A repository answer: the `Static<>` of its schema in dashboards.schema.ts. */
type Answer<Schema extends TSchema> = Promise<Static<Schema>>;

/** A period of days, UTC: from the start of `from` to the end of `to` (ISO instants). */
export interface Period {
  readonly fromIso: string;
  readonly toExclusiveIso: string;
}

/** A page request of a list. */
export interface Page {
  readonly offset: number;
  readonly limit: number;
}

/**
 * Positions, applications and hires the employer may see: brands of their SOURCE_HIRE subtrees
 * (`reader.paths`), as a condition on `b.path`. No paths: nothing.
 */
function inScope(reader: EmployerReader): RawBuilder<unknown> {
  if (reader.paths.length === 0) return sql`1 = 0`;
  return sql.join(
    reader.paths.map((path) => sql`(b.path >= ${path} and b.path < ${`${path}~`})`),
    sql` or `,
  );
}

/** Rounds hours for the wire: one decimal. */
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

const spreadOf = (row: { median_hours: number | null; p90_hours: number | null } | undefined): Spread => ({
  median_hours: round(row?.median_hours ?? null),
  p90_hours: round(row?.p90_hours ?? null),
});

/** One group for every row: a typed constant (PostgreSQL refuses a bare literal in PARTITION BY). */
const ALL_IN_ONE_GROUP = "cast('all' as text)";

/**
 * Nearest-rank median and p90 of `value` per `grouping` (a column or a constant), in SQL:
 * the rows of `source` ranked within their group, the ranks ⌈n/2⌉ and ⌈9n/10⌉ picked.
 */
function percentiles(source: RawBuilder<unknown>, grouping: string) {
  return sql`
    select grp, count(value) as measured,
      max(case when rank = (n + 1) / 2 then value end) as median_hours,
      max(case when rank = (n * 9 + 9) / 10 then value end) as p90_hours
    from (
      select ${sql.raw(grouping)} as grp, value,
        row_number() over (partition by ${sql.raw(grouping)} order by value is null, value) as rank,
        count(value) over (partition by ${sql.raw(grouping)}) as n
      from (${source}) as measured_rows
    ) as ranked
    group by grp`;
}

/** The headline figures of the hiring dashboard and its funnel (open applications by status). */
export async function hiringFigures(
  db: Kysely<Database>,
  reader: EmployerReader,
  period: Period,
): Answer<typeof HiringFigures> {
  const scope = inScope(reader);
  const [openPositions, funnel, replies] = await Promise.all([
    sql<{ positions: number; locations: number }>`
      select count(*) as positions, count(distinct p.brand_id) as locations
      from positions p join brands b on b.id = p.brand_id
      where p.archived = 0 and p.is_template = 0 and b.archived = 0 and (${scope})`.execute(db),
    sql<{ status: string; count: number }>`
      select a.status, count(*) as count
      from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
      where a.archived = 0 and (${scope})
      group by a.status`.execute(db),
    sql<{ measured: number; median_hours: number | null; p90_hours: number | null }>`${percentiles(
      sql`select case when a.first_reply_at is null then null else ${hoursBetweenSql(db, 'a.created_at', 'a.first_reply_at')} end as value
        from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
        where a.created_at >= ${period.fromIso} and a.created_at < ${period.toExclusiveIso} and (${scope})`,
      ALL_IN_ONE_GROUP,
    )}`.execute(db),
  ]);
  const reply = replies.rows[0];
  return {
    open_positions: Number(openPositions.rows[0]?.positions ?? 0),
    locations_with_open_positions: Number(openPositions.rows[0]?.locations ?? 0),
    applications_by_status: funnel.rows.map((row) => ({ status: row.status, count: Number(row.count) })),
    first_reply: { ...spreadOf(reply), replied: Number(reply?.measured ?? 0) },
  };
}

/** Open positions per location (the brand a position belongs to), most first; paged. */
export async function openPositionsByLocation(
  db: Kysely<Database>,
  reader: EmployerReader,
  page: Page,
): Answer<typeof OpenPositionsPage> {
  const result = await sql<{
    id: number;
    name: string;
    open_positions: number;
    applications: number;
    total: number;
  }>`
    select b.id, b.name, count(*) as open_positions,
      (select count(*) from applications a join positions q on q.id = a.position_id
        where q.brand_id = b.id and a.archived = 0) as applications,
      count(*) over () as total
    from positions p join brands b on b.id = p.brand_id
    where p.archived = 0 and p.is_template = 0 and b.archived = 0 and (${inScope(reader)})
    group by b.id, b.name
    order by open_positions desc, b.name, b.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: Number(result.rows[0]?.total ?? (await countLocations(db, reader))),
    rows: result.rows.map(({ total: _total, ...row }) => ({
      ...row,
      open_positions: Number(row.open_positions),
      applications: Number(row.applications),
    })),
  };
}

/** How many locations have open positions (a page past the end still says how many there are). */
async function countLocations(db: Kysely<Database>, reader: EmployerReader): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(distinct p.brand_id) as n from positions p join brands b on b.id = p.brand_id
    where p.archived = 0 and p.is_template = 0 and b.archived = 0 and (${inScope(reader)})`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Time to first reply per location, for applications of the period: how many came, how many
 * got a reply, median and p90 hours from application to the first employer message; slowest
 * (highest median, then p90) first, locations without any reply yet first of all; paged.
 */
export async function replyTimesByLocation(
  db: Kysely<Database>,
  reader: EmployerReader,
  period: Period,
  page: Page,
): Answer<typeof ReplyTimesPage> {
  const result = await sql<{
    grp: number;
    name: string;
    applications: number;
    measured: number;
    median_hours: number | null;
    p90_hours: number | null;
    total: number;
  }>`
    select t.*, b.name, c.applications, count(*) over () as total from (${percentiles(
      sql`select p.brand_id as location_id,
          case when a.first_reply_at is null then null else ${hoursBetweenSql(db, 'a.created_at', 'a.first_reply_at')} end as value
        from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
        where a.created_at >= ${period.fromIso} and a.created_at < ${period.toExclusiveIso} and (${inScope(reader)})`,
      'location_id',
    )}) t
    join brands b on b.id = t.grp
    join (select p.brand_id as location_id, count(*) as applications
      from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
      where a.created_at >= ${period.fromIso} and a.created_at < ${period.toExclusiveIso} and (${inScope(reader)})
      group by p.brand_id) c on c.location_id = t.grp
    order by t.measured = 0 desc, t.median_hours desc, t.p90_hours desc, b.name, b.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.map((row) => ({
      id: row.grp,
      name: row.name,
      applications: Number(row.applications),
      replied: Number(row.measured),
      ...spreadOf(row),
    })),
  };
}

/** Hours, as a SQL expression, from application to hire. */
const hoursToHire = (db: Kysely<Database>) => hoursBetweenSql(db, 'a.created_at', 'a.hired_at');

/**
 * The TTS (onboarding) figures: hires of the period (their hire time in it), offers still open
 * (status OFFERED now), and time to hire (application to hire) of the period's hires.
 */
export async function onboardingFigures(
  db: Kysely<Database>,
  reader: EmployerReader,
  period: Period,
): Answer<typeof OnboardingFigures> {
  const scope = inScope(reader);
  const [counts, spread] = await Promise.all([
    sql<{ hires: number; offered: number; starting: number }>`
      select
        count(case when a.hired_at >= ${period.fromIso} and a.hired_at < ${period.toExclusiveIso} then 1 end) as hires,
        count(case when a.status = 'OFFERED' and a.archived = 0 then 1 end) as offered,
        count(case when a.status = 'HIRED' and a.archived = 0 then 1 end) as starting
      from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
      where (${scope})`.execute(db),
    sql<{ measured: number; median_hours: number | null; p90_hours: number | null }>`${percentiles(
      sql`select ${hoursToHire(db)} as value
        from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
        where a.hired_at >= ${period.fromIso} and a.hired_at < ${period.toExclusiveIso} and (${scope})`,
      ALL_IN_ONE_GROUP,
    )}`.execute(db),
  ]);
  const row = counts.rows[0];
  return {
    hires: Number(row?.hires ?? 0),
    offered: Number(row?.offered ?? 0),
    hired_not_archived: Number(row?.starting ?? 0),
    time_to_hire: spreadOf(spread.rows[0]),
  };
}

/** Per location: hires of the period, open offers, median / p90 time to hire; most hires first; paged. */
export async function onboardingByLocation(
  db: Kysely<Database>,
  reader: EmployerReader,
  period: Period,
  page: Page,
): Answer<typeof OnboardingPage> {
  const scope = inScope(reader);
  const result = await sql<{
    id: number;
    name: string;
    hires: number;
    offered: number;
    median_hours: number | null;
    p90_hours: number | null;
    total: number;
  }>`
    select b.id, b.name, c.hires, c.offered, t.median_hours, t.p90_hours, count(*) over () as total
    from (
      select p.brand_id as location_id,
        count(case when a.hired_at >= ${period.fromIso} and a.hired_at < ${period.toExclusiveIso} then 1 end) as hires,
        count(case when a.status = 'OFFERED' and a.archived = 0 then 1 end) as offered
      from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
      where (${scope})
      group by p.brand_id
    ) c
    join brands b on b.id = c.location_id
    left join (${percentiles(
      sql`select p.brand_id as location_id, ${hoursToHire(db)} as value
        from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
        where a.hired_at >= ${period.fromIso} and a.hired_at < ${period.toExclusiveIso} and (${scope})`,
      'location_id',
    )}) t on t.grp = c.location_id
    where c.hires > 0 or c.offered > 0
    order by c.hires desc, c.offered desc, b.name, b.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.map(({ total: _total, ...row }) => ({
      ...row,
      hires: Number(row.hires),
      offered: Number(row.offered),
      ...spreadOf(row),
    })),
  };
}

/**
 * The hiring report: per position and location, the applications of the period by status (the
 * funnel) and the median / p90 hours to first reply; sorted by `sort` (`desc` or `asc`), paged.
 */
export async function hiringReport(
  db: Kysely<Database>,
  reader: EmployerReader,
  period: Period,
  order: { sort: ReportSort; direction: 'asc' | 'desc' },
  page: Page,
): Answer<typeof HiringReportPage> {
  const scope = inScope(reader);
  const direction = sql.raw(order.direction);
  const sortColumn = {
    applications: 'c.applications',
    hired: 'c.hired',
    median_reply_hours: 't.median_hours',
    position: 'p.title',
    location: 'b.name',
  }[order.sort];
  const result = await sql<{
    position_id: number;
    position: string;
    location_id: number;
    location: string;
    applications: number;
    applied: number;
    screening: number;
    interview: number;
    offered: number;
    hired: number;
    rejected: number;
    replied: number;
    median_hours: number | null;
    p90_hours: number | null;
    total: number;
  }>`
    select p.id as position_id, p.title as position, b.id as location_id, b.name as location,
      c.applications, c.applied, c.screening, c.interview, c.offered, c.hired, c.rejected,
      coalesce(t.measured, 0) as replied, t.median_hours, t.p90_hours, count(*) over () as total
    from (
      select a.position_id, count(*) as applications,
        count(case when a.status = 'APPLIED' then 1 end) as applied, count(case when a.status = 'SCREENING' then 1 end) as screening,
        count(case when a.status = 'INTERVIEW' then 1 end) as interview, count(case when a.status = 'OFFERED' then 1 end) as offered,
        count(case when a.status = 'HIRED' then 1 end) as hired, count(case when a.status = 'REJECTED' then 1 end) as rejected
      from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
      where a.created_at >= ${period.fromIso} and a.created_at < ${period.toExclusiveIso} and (${scope})
      group by a.position_id
    ) c
    join positions p on p.id = c.position_id
    join brands b on b.id = p.brand_id
    left join (${percentiles(
      sql`select a.position_id,
          case when a.first_reply_at is null then null else ${hoursBetweenSql(db, 'a.created_at', 'a.first_reply_at')} end as value
        from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
        where a.created_at >= ${period.fromIso} and a.created_at < ${period.toExclusiveIso} and (${scope})`,
      'position_id',
    )}) t on t.grp = c.position_id
    order by ${sql.raw(sortColumn)} is null, ${sql.raw(sortColumn)} ${direction}, b.name, p.title, p.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.map(({ total: _total, median_hours, p90_hours, ...row }) => ({
      ...row,
      applications: Number(row.applications),
      applied: Number(row.applied),
      screening: Number(row.screening),
      interview: Number(row.interview),
      offered: Number(row.offered),
      hired: Number(row.hired),
      rejected: Number(row.rejected),
      replied: Number(row.replied),
      ...spreadOf({ median_hours, p90_hours }),
    })),
  };
}
