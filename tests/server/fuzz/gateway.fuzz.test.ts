import fc from 'fast-check';
import type { TestServer } from '../../support/test-server';
import { accessTokenOf, describeExchange, jsonOf, seedFor, startFuzzServer } from './fuzz.harness';
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from './openapi.arbitraries';

/**
 * Every route of the gateway's own OpenAPI document (GET /api/docs/json), fuzzed from its
 * schemas: parameters and bodies valid, hostile or of the wrong type, any content type,
 * multipart forms whole or broken, as a guest, a forged token or two signed-in users (an
 * employer who owns every demo brand, a candidate). The contract: never a 5xx, and every
 * failure is the `{status_code, error: {code, message}}` envelope with a literal code.
 */

/** Generated requests per route (seeded): the whole file stays under a minute on two cores. */
const RUNS_PER_ROUTE = 60;

let server: TestServer;
let operations: Operation[];
let authorizations: fc.Arbitrary<string | undefined>;

beforeAll(async () => {
  server = await startFuzzServer();
  const document = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(document.json());
  const owner = `Bearer ${await accessTokenOf(server, 'owner@demo.brigade.test')}`;
  const candidate = `Bearer ${await accessTokenOf(server, 'candidate@demo.brigade.test')}`;
  // Mostly signed in, so that requests get past the token check to validation and handlers.
  authorizations = fc.oneof(
    { arbitrary: fc.constant(owner), weight: 5 },
    { arbitrary: fc.constant(candidate), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        undefined,
        'Bearer not-a-token',
        'Basic b3duZXI6QnJpZ2FkZS1kZW1vLTE=',
        'Bearer ',
      ),
      weight: 2,
    },
  );
});
afterAll(() => server.close());

async function send(request: FuzzRequest) {
  return server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

it('reads the operations of the OpenAPI document', () => {
  // The gateway has about seventy routes; an empty document would make the fuzz below vacuous.
  expect(operations.length).toBeGreaterThan(60);
  expect(operations.some((operation) => operation.path === '/api/core/v1/employer_applications')).toBe(true);
});

it('answers every generated request to every route with a 2xx–4xx, failures in the error envelope', async () => {
  const failures: string[] = [];
  for (const operation of operations) {
    const outcome = await fc.check(
      fc.asyncProperty(requestsFor(operation, authorizations), async (request) => {
        const response = await send(request);
        if (response.statusCode >= 500) throw new Error(describeExchange(request, response));
        if (response.statusCode >= 400 && request.url.startsWith('/api/core/')) {
          const body = jsonOf<{ status_code?: unknown; error?: { code?: unknown; message?: unknown } }>(
            response,
          );
          const wellFormed =
            body?.status_code === response.statusCode &&
            typeof body.error?.code === 'string' &&
            body.error.code !== '' &&
            typeof body.error.message === 'string';
          if (!wellFormed) throw new Error(`not the error envelope: ${describeExchange(request, response)}`);
        }
      }),
      { seed: seedFor(`${operation.method} ${operation.path}`), numRuns: RUNS_PER_ROUTE },
    );
    if (outcome.failed) {
      failures.push(
        `${operation.method} ${operation.path}: ${String(outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance)}`,
      );
    }
  }
  expect(failures).toEqual([]);
});
