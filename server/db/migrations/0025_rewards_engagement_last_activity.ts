import { type Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * The engagement dashboard's distinct people over long ranges (issue #17; the year view of the
 * 20 000-location bench counted ~240 000 rows of `rewards_engagement_people`):
 * `rewards_engagement_last` holds, per ancestor, role (G giver, R recipient, E raffle entrant),
 * child of the ancestor (0: the ancestor itself; -1: anywhere in its subtree) and person, the
 * last UTC day that person was active. Kept by a trigger on `rewards_engagement_people` (whose
 * rows the triggers of 0020 write in the same transaction as the recognition or raffle entry),
 * so it is never behind: a new (ancestor, role, day, child, person) row raises the day when later.
 *
 * Use (engagement.repository.ts): when a range ends on or after the subtree's last active day,
 * the people active in it are exactly those whose last day is on or after its first day: one
 * index range per role (and child) instead of every activity row of the range. Other ranges are
 * counted from `rewards_engagement_people` as before.
 */
export interface RewardsEngagementLastTables {
  rewards_engagement_last: {
    ancestor_id: number;
    role: string;
    /** The child of the ancestor the activity lies under; 0 the ancestor itself; -1 anywhere. */
    child_id: number;
    user_id: string;
    /** 'YYYY-MM-DD' (UTC). */
    last_day: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runPortable(
    db,
    `
    create table rewards_engagement_last (
      ancestor_id integer not null references brands(id) on delete cascade,
      role text not null,
      child_id integer not null,
      user_id text not null,
      last_day text not null,
      primary key (ancestor_id, role, child_id, user_id)
    ) without rowid`,
  );
  await runPortable(
    db,
    `
    create index rewards_engagement_last_by_day
      on rewards_engagement_last (ancestor_id, role, child_id, last_day)`,
  );
  await runPortable(
    db,
    `
    create trigger rewards_engagement_people_last after insert on rewards_engagement_people begin
      insert into rewards_engagement_last (ancestor_id, role, child_id, user_id, last_day)
        values (new.ancestor_id, new.role, new.child_id, new.user_id, new.day),
               (new.ancestor_id, new.role, -1, new.user_id, new.day)
        on conflict (ancestor_id, role, child_id, user_id) do update
          set last_day = max(last_day, excluded.last_day);
    end`,
  );
  // Backfill from what is stored.
  await runPortable(
    db,
    `
    insert into rewards_engagement_last (ancestor_id, role, child_id, user_id, last_day)
    select ancestor_id, role, child_id, user_id, max(day) from rewards_engagement_people
    group by ancestor_id, role, child_id, user_id`,
  );
  await runPortable(
    db,
    `
    insert into rewards_engagement_last (ancestor_id, role, child_id, user_id, last_day)
    select ancestor_id, role, -1, user_id, max(day) from rewards_engagement_people
    group by ancestor_id, role, user_id`,
  );
}
