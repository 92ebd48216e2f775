import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newStoredName } from '../gateway/messaging/attachments.store';
import type { MediaStore } from '../storage/media-store.port';
import { insertApplicants } from './applicants.seed';

/** A one-page PDF: what the demo attachment and resume hold. */
export function demoPdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** Writes a demo file to the media store's hiring area and answers its stored name. */
async function storeDemoFile(store: MediaStore, bytes: Buffer): Promise<string> {
  const name = newStoredName();
  await store.putBytes('hiring', name, bytes);
  return name;
}

interface Thread {
  readonly positionId: number;
  readonly candidate: string;
  readonly status: string;
  /** Days since a HIRED application was hired (the TTS dashboard's time to hire). */
  readonly hiredDaysAgo?: number;
  readonly archived?: boolean;
  readonly daysAgo: number;
  /** [body, from the candidate?, read by the other side?, minutes ago] */
  readonly messages: readonly (readonly [string, boolean, boolean, number])[];
  readonly attachment?: string;
  readonly resume?: string;
}

export interface DemoThreadsInput {
  readonly candidateId: string;
  /** Employer who reads the threads of Harbor Grill Portland Downtown (manager@). */
  readonly managerId: string;
  /** Positions by `${locationId}:${title}`. */
  readonly positions: ReadonlyMap<string, number>;
  readonly grillLocations: readonly { id: number }[];
  readonly tacosLocations: readonly { id: number }[];
  readonly coffeeLocations: readonly { id: number }[];
  readonly store: MediaStore;
}

/**
 * The demo threads across the three Harbor brands (README "Demo accounts"): the candidate's
 * three applications (two unread employer messages on the Harbor Grill one, which also has a
 * resume), and applicants' threads, some unread for manager@ at Portland Downtown, one with a
 * PDF attachment and one archived. "Read by the other side" means read by the candidate, or by
 * manager@ for candidates' messages at Portland Downtown.
 */
export async function seedDemoThreads(db: Kysely<Database>, input: DemoThreadsInput): Promise<void> {
  const [avery, blake, carmen, devon, emery] = await insertApplicants(db, [
    { email: 'avery.applicant@demo.brigade.test', firstName: 'Avery', lastName: 'Quinn' },
    { email: 'blake.applicant@demo.brigade.test', firstName: 'Blake', lastName: 'Rivera' },
    { email: 'carmen.applicant@demo.brigade.test', firstName: 'Carmen', lastName: 'Silva' },
    { email: 'devon.applicant@demo.brigade.test', firstName: 'Devon', lastName: 'Tran' },
    { email: 'emery.applicant@demo.brigade.test', firstName: 'Emery', lastName: 'Walsh' },
  ]);
  const position = (location: { id: number } | undefined, title: string) => {
    const id = location && input.positions.get(`${location.id}:${title}`);
    if (id === undefined) throw new Error('demo position missing');
    return id;
  };
  const [grill0, grill3] = [input.grillLocations[0], input.grillLocations[3]];
  const threads: readonly Thread[] = [
    {
      positionId: position(grill0, 'Server'),
      candidate: input.candidateId,
      status: 'INTERVIEW',
      daysAgo: 6,
      resume: 'Casey-Candidate-resume.pdf',
      messages: [
        ['Thanks for applying to Harbor Grill! Are you free for an interview this week?', false, true, 3000],
        ['Yes, Thursday afternoon works for me.', true, true, 2900],
        ['Great, see you Thursday at 3 pm at our Portland Downtown location.', false, false, 120],
        ['Please bring a copy of your food handler card.', false, false, 60],
      ],
    },
    {
      positionId: position(input.tacosLocations[0], 'Line Cook'),
      candidate: input.candidateId,
      status: 'HIRED',
      daysAgo: 30,
      hiredDaysAgo: 12,
      messages: [],
    },
    {
      positionId: position(input.coffeeLocations[1], 'Server'),
      candidate: input.candidateId,
      status: 'APPLIED',
      daysAgo: 1,
      messages: [],
    },
    {
      positionId: position(grill0, 'Line Cook'),
      candidate: avery!,
      status: 'SCREENING',
      daysAgo: 3,
      attachment: 'Avery-Quinn-food-handler-card.pdf',
      messages: [
        ['Hello! I applied for the line cook role; my food handler card is attached.', true, false, 900],
        ['I can start on Mondays and Wednesdays.', true, false, 880],
      ],
    },
    {
      positionId: position(grill0, 'Server'),
      candidate: blake!,
      status: 'APPLIED',
      daysAgo: 2,
      messages: [['Is the server role full time or part time?', true, false, 300]],
    },
    {
      positionId: position(grill0, 'Server'),
      candidate: carmen!,
      status: 'OFFERED',
      daysAgo: 9,
      messages: [
        ['We would like to offer you the server position at Portland Downtown.', false, true, 2000],
        ['Thank you! I accept, when do I start?', true, true, 1900],
      ],
    },
    {
      positionId: position(grill3, 'Line Cook'),
      candidate: devon!,
      status: 'REJECTED',
      archived: true,
      daysAgo: 20,
      messages: [['Thank you for your interest; we have filled this role.', false, true, 20_000]],
    },
    {
      positionId: position(input.tacosLocations[1], 'Server'),
      candidate: emery!,
      status: 'INTERVIEW',
      daysAgo: 4,
      messages: [
        ['Can we meet on Friday at 10 am?', false, true, 1500],
        ['Friday works, see you then.', true, false, 1400],
      ],
    },
    {
      positionId: position(input.coffeeLocations[0], 'Server'),
      candidate: avery!,
      status: 'APPLIED',
      daysAgo: 1,
      messages: [['I love coffee and have two years of barista experience.', true, false, 200]],
    },
  ];

  for (const thread of threads) {
    const application = await db
      .insertInto('applications')
      .values({
        position_id: thread.positionId,
        candidate_user_id: thread.candidate,
        status: thread.status,
        archived: thread.archived ? 1 : 0,
        created_at: new Date(Date.now() - thread.daysAgo * 86_400_000).toISOString(),
        ...(thread.hiredDaysAgo === undefined
          ? {}
          : { hired_at: new Date(Date.now() - thread.hiredDaysAgo * 86_400_000).toISOString() }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let first = true;
    for (const [body, fromCandidate, readByOther, minutesAgo] of thread.messages) {
      const created = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      const sender = fromCandidate ? thread.candidate : input.managerId;
      const message = await db
        .insertInto('application_messages')
        .values({
          application_id: application.id,
          sender_user_id: sender,
          message_body: body,
          files_json: '[]',
          is_read: readByOther ? 1 : 0,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const readers = [sender, ...(readByOther ? [fromCandidate ? input.managerId : thread.candidate] : [])];
      await db
        .insertInto('message_reads')
        .values(readers.map((user) => ({ message_id: message.id, user_id: user, read_at: created })))
        .execute();
      if (first && thread.attachment) {
        const bytes = demoPdf(thread.attachment);
        await db
          .insertInto('message_files')
          .values({
            message_id: message.id,
            stored_name: await storeDemoFile(input.store, bytes),
            original_name: thread.attachment,
            content_type: 'application/pdf',
            size_bytes: bytes.length,
            created_at: created,
          })
          .execute();
      }
      first = false;
    }
    if (thread.resume) {
      const bytes = demoPdf(thread.resume);
      await db
        .insertInto('application_resumes')
        .values({
          application_id: application.id,
          stored_name: await storeDemoFile(input.store, bytes),
          original_name: thread.resume,
          content_type: 'application/pdf',
          size_bytes: bytes.length,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  }
}
