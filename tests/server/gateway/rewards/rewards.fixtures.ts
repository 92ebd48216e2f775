import { DateTime } from 'luxon';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * The rewards tests' shared set-up: a gateway server with the demo seed, the demo people signed
 * in (owner@ manages Harbor Grill's rewards; manager@ is Marco, a member of Portland Downtown;
 * manager2@ belongs to another enterprise; dashboards@ is Dana), the brands they act on, and
 * the request bodies and counts every rewards test writes. Each call makes a fresh server.
 */
export interface RewardsFixture {
  readonly server: TestServer;
  readonly owner: Session;
  readonly manager: Session;
  readonly manager2: Session;
  readonly dana: Session;
  /** Harbor Grill, its location Portland Downtown, and Tidewater Tacos (without rewards). */
  readonly grill: number;
  readonly downtown: number;
  readonly tacos: number;
  /** User ids (uuid) of owner@, manager@ (Marco) and dashboards@ (Dana). */
  readonly ids: { readonly owner: string; readonly marco: string; readonly dana: string };
  /** A call as `session`, with an Idempotency-Key when `key` is given; its status and JSON. */
  send(
    session: Session,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<RewardsAnswer>;
  /** Rows of the points ledger (every grant, spend and refund is one). */
  ledgerRows(): Promise<number>;
}

type Parsed = ReturnType<typeof JSON.parse>;

/** An answer: its status, the error code (undefined on success), `data`, and the whole body. */
export interface RewardsAnswer {
  readonly status: number;
  readonly code: string | undefined;
  readonly data: Parsed;
  readonly body: { readonly data: Parsed; readonly error: { readonly code: string } };
}

export async function startRewardsFixture(): Promise<RewardsFixture> {
  const server = await startGatewayServer();
  const [owner, manager, manager2, dana] = await Promise.all(
    ['owner', 'manager', 'manager2', 'dashboards'].map((name) => signIn(server, `${name}@demo.brigade.test`)),
  );
  const [grill, downtown, tacos] = await Promise.all(
    ['Harbor Grill', 'Harbor Grill Portland Downtown', 'Tidewater Tacos'].map((name) =>
      brandId(server.db, name),
    ),
  );
  const [ownerId, marco, danaId] = await Promise.all(
    ['owner', 'manager', 'dashboards'].map((name) => userIdOf(server.db, `${name}@demo.brigade.test`)),
  );
  return {
    server,
    owner: owner!,
    manager: manager!,
    manager2: manager2!,
    dana: dana!,
    grill: grill!,
    downtown: downtown!,
    tacos: tacos!,
    ids: { owner: ownerId!, marco: marco!, dana: danaId! },
    async send(session, method, path, body, key) {
      const response = await call(server, method, path, {
        session,
        ...(body === undefined ? {} : { body }),
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
      const json = response.json<RewardsAnswer['body']>();
      return { status: response.statusCode, code: json.error?.code, data: json.data, body: json };
    },
    async ledgerRows() {
      const row = await server.db
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** The first day of the current month (UTC), 'YYYY-MM-DD'. */
export const monthStart = (): string => DateTime.utc().startOf('month').toISODate()!;

/** A budget of this month from its first day: FIXED, leftovers expire; `fields` override. */
export const budgetBody = (fields: Record<string, unknown> = {}) => ({
  period: 'MONTH',
  starts_on: monthStart(),
  amount: 100,
  mode: 'FIXED',
  leftover: 'EXPIRE',
  ...fields,
});

/** A raffle open from an hour ago to tomorrow, one winner; `fields` override. */
export const raffleBody = (fields: Record<string, unknown> = {}) => ({
  title: 'Friday raffle',
  prize: 'Two cinema tickets',
  entry_cost: 5,
  winners_count: 1,
  opens_at: DateTime.utc().minus({ hours: 1 }).toISO(),
  closes_at: DateTime.utc().plus({ days: 1 }).toISO(),
  ...fields,
});

/** An active SHIFT_COVER rule of 30 points, 300 per person a month, since 2020; `fields` override. */
export const ruleBody = (fields: Record<string, unknown> = {}) => ({
  event: 'SHIFT_COVER',
  points: 30,
  cap_per_period: 300,
  period: 'MONTH',
  effective_from: '2020-01-01',
  active: true,
  ...fields,
});
