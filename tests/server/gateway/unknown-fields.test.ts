import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from './gateway.harness';
import { raffleBody } from './rewards/rewards.fixtures';

/**
 * A body names only the fields its route lists (route-schema.ts `Body`): another one is
 * 400 VALIDATION.INVALID naming it, and nothing is written. Fastify's Ajv dropped such fields
 * silently (removeAdditional), so a misspelt optional field (`winner_count`) was lost without a
 * word; server/app.ts turns that off.
 */
let server: TestServer;
let owner: Session;
let grill: number;

beforeAll(async () => {
  server = await startGatewayServer();
  owner = await signIn(server, 'owner@demo.brigade.test');
  grill = await brandId(server.db, 'Harbor Grill');
});
afterAll(() => server.close());

const raffles = async () =>
  Number(
    (
      await server.db
        .selectFrom('raffles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('fields a route does not list', () => {
  it('refuses a body with an unknown field, naming it, and writes nothing', async () => {
    const before = await raffles();
    const response = await call(server, 'POST', `/v1/brands/${grill}/raffles`, {
      session: owner,
      body: raffleBody({ winner_count: 3 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION.INVALID',
      message: expect.stringContaining('winner_count'),
    });
    expect(await raffles()).toBe(before);
  });

  it('takes the same body without it', async () => {
    const response = await call(server, 'POST', `/v1/brands/${grill}/raffles`, {
      session: owner,
      body: raffleBody(),
    });
    expect(response.statusCode).toBe(200);
  });
});
