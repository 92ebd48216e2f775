import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Idempotent sync under load (issue #33), on SQLite (`npx jest`) and PostgreSQL
 * (`npm run test:server:pg`): two people's offline queues of 100 punches each (25 shifts: in,
 * break, break end, out with its attestation answers) are replayed at once after a reconnect —
 * each queue by two tabs at the same time, every punch of a tab in device order, and a punch
 * refused with 409 IDEMPOTENCY.IN_PROGRESS (the other tab's send is running) sent again — and
 * then the whole queue once more as a late retry. Every punch is created exactly once, with its
 * answers once, and every repeat is answered from the first.
 */
let server: TestServer;
let people: { session: Session; id: string }[];
let portland: number;

beforeAll(async () => {
  server = await startGatewayServer();
  const [rosa, ari] = await Promise.all([
    signIn(server, 'crew@demo.brigade.test'),
    signIn(server, 'crew2@demo.brigade.test'),
  ]);
  people = [
    { session: rosa, id: await userIdOf(server.db, 'crew@demo.brigade.test') },
    { session: ari, id: await userIdOf(server.db, 'crew2@demo.brigade.test') },
  ];
  portland = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

type Json = ReturnType<typeof JSON.parse>;
const SHIFTS_PER_PERSON = 25;
const MINUTE = 60_000;

interface Queued {
  readonly key: string;
  readonly body: Record<string, unknown>;
}

/** A person's queue: SHIFTS_PER_PERSON shifts of 2 h 30 min, 3 h apart, over the last 6 days. */
function queueOf(tag: string, questions: Json[]): Queued[] {
  const [meal, injured, rest, ack] = questions;
  const answers = [
    { template_id: meal.template_id, version: meal.version, answers: ['YES'] },
    { template_id: injured.template_id, version: injured.version, answers: ['NO'] },
    { template_id: rest.template_id, version: rest.version, answers: ['ALL'] },
    { template_id: ack.template_id, version: ack.version, answers: ['ACKNOWLEDGED'] },
  ];
  const start = Date.now() - 6 * 24 * 60 * MINUTE;
  const queue: Queued[] = [];
  for (let shift = 0; shift < SHIFTS_PER_PERSON; shift++) {
    const at = (minutes: number) => new Date(start + (shift * 180 + minutes) * MINUTE).toISOString();
    const punches: [string, number][] = [
      ['CLOCK_IN', 0],
      ['BREAK_START', 60],
      ['BREAK_END', 75],
      ['CLOCK_OUT', 150],
    ];
    for (const [kind, minutes] of punches) {
      queue.push({
        key: `${tag}-${shift}-${kind}`,
        body: {
          location_id: portland,
          kind,
          device_at: at(minutes),
          ...(kind === 'CLOCK_OUT' ? { answers } : {}),
        },
      });
    }
  }
  return queue;
}

/** Sends one queued punch until it is answered (409 IDEMPOTENCY.IN_PROGRESS: the other tab's send runs). */
async function sync(session: Session, punch: Queued): Promise<{ status: number; replayed: boolean }> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await call(server, 'POST', '/v1/time-clock/punches', {
      session,
      body: punch.body,
      headers: { 'idempotency-key': punch.key },
    });
    const code = response.statusCode === 409 ? response.json().error?.code : undefined;
    if (code === 'IDEMPOTENCY.IN_PROGRESS') {
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    return { status: response.statusCode, replayed: response.headers['idempotent-replayed'] === 'true' };
  }
  throw new Error(`${punch.key}: still in progress after 200 attempts`);
}

/** One tab replaying `queue` in device order. */
async function tab(session: Session, queue: readonly Queued[]) {
  const answers = [];
  for (const punch of queue) answers.push(await sync(session, punch));
  return answers;
}

it('creates each of 200 punches exactly once when they are sent twice at once and again later', async () => {
  const questions = await call(server, 'GET', `/v1/time-clock/locations/${portland}/questions`, {
    session: people[0]!.session,
  });
  const queues = people.map((person, index) => queueOf(`p${index}`, questions.json().data.questions));
  expect(queues.flat()).toHaveLength(200);

  // Two tabs per person, both people at once: 400 sends of 200 punches.
  const tabs = await Promise.all(
    people.flatMap((person, index) => [
      tab(person.session, queues[index]!),
      tab(person.session, queues[index]!),
    ]),
  );
  // The late retry of everything (the reconnect fired again).
  const retries = await Promise.all(people.map((person, index) => tab(person.session, queues[index]!)));

  for (const answer of [...tabs.flat(), ...retries.flat()]) expect(answer.status).toBe(201);
  expect(tabs.flat().filter((answer) => !answer.replayed)).toHaveLength(200);
  expect(retries.flat().every((answer) => answer.replayed)).toBe(true);

  const rows = await server.db
    .selectFrom('time_clock_punches')
    .select(['user_id', 'idempotency_key', 'kind'])
    .execute();
  expect(rows).toHaveLength(200);
  expect(new Set(rows.map((row) => `${row.user_id} ${row.idempotency_key}`)).size).toBe(200);
  for (const [index, person] of people.entries()) {
    const keys = rows.filter((row) => row.user_id === person.id).map((row) => row.idempotency_key);
    expect(keys.sort()).toEqual(queues[index]!.map((punch) => punch.key).sort());
  }
  const linked = await server.db.selectFrom('time_clock_answer_punches').select('punch_id').execute();
  expect(linked).toHaveLength(2 * SHIFTS_PER_PERSON * 4);
  const states = await server.db.selectFrom('time_clock_people').select('state').execute();
  expect(states.map((row) => row.state)).toEqual(['OFF', 'OFF']);
});
