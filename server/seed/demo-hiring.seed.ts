import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

/**
 * Positions at every demo location plus templates on the enterprise, and the candidate's
 * applications (one HIRED: the candidate is an employee of Tidewater) with unread messages.
 */
export async function seedHiring(
  db: Kysely<Database>,
  brands: DemoBrands,
  candidateId: string,
  managerId: string,
): Promise<void> {
  const now = new Date().toISOString();
  const templates = [
    ['Server', 'FOH', 'ENTRY'],
    ['Line Cook', 'BOH', 'ENTRY'],
    ['Barista', 'FOH', 'ENTRY'],
    ['Shift Lead', 'MANAGEMENT', 'LEAD'],
  ] as const;
  await db
    .insertInto('positions')
    .values(
      templates.map(([title, category, level]) => ({
        brand_id: brands.harbor.id,
        title,
        category,
        level,
        is_template: 1,
        archived: 0,
        created_at: now,
      })),
    )
    .execute();
  const locations = [...brands.grillLocations, ...brands.tacosLocations, ...brands.coffeeLocations];
  const positionIds = new Map<string, number>();
  for (const location of locations) {
    for (const [title, category, level] of templates.slice(0, 2)) {
      const row = await db
        .insertInto('positions')
        .values({
          brand_id: location.id,
          title,
          category,
          level,
          is_template: 0,
          archived: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      positionIds.set(`${location.id}:${title}`, row.id);
    }
  }
  const apply = async (
    location: { id: number } | undefined,
    title: string,
    status: string,
    daysAgo: number,
  ) => {
    const positionId = location && positionIds.get(`${location.id}:${title}`);
    if (positionId === undefined) throw new Error('demo position missing');
    const created = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const row = await db
      .insertInto('applications')
      .values({
        position_id: positionId,
        candidate_user_id: candidateId,
        status,
        archived: 0,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const grillApplication = await apply(brands.grillLocations[0], 'Server', 'INTERVIEW', 6);
  await apply(brands.tacosLocations[0], 'Line Cook', 'HIRED', 30);
  await apply(brands.coffeeLocations[1], 'Server', 'APPLIED', 1);
  const message = (body: string, sender: string, isRead: boolean, minutesAgo: number) => ({
    application_id: grillApplication,
    sender_user_id: sender,
    message_body: body,
    files_json: '[]',
    is_read: isRead ? 1 : 0,
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });
  await db
    .insertInto('application_messages')
    .values([
      message(
        'Thanks for applying to Harbor Grill! Are you free for an interview this week?',
        managerId,
        true,
        3000,
      ),
      message('Yes, Thursday afternoon works for me.', candidateId, true, 2900),
      message('Great, see you Thursday at 3 pm at our Portland Downtown location.', managerId, false, 120),
      message('Please bring a copy of your food handler card.', managerId, false, 60),
    ])
    .execute();
}
