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
/**
 * `FUZZ_ROUTES='attestation|level_activation' npx jest tests/server/fuzz/gateway.fuzz.test.ts`
 * fuzzes only the routes whose path matches that pattern (a targeted run on a busy machine);
 * unset, every route.
 */
const ONLY = new RegExp(process.env.FUZZ_ROUTES ?? '');

/**
 * The clock-out attestation routes (issue #16) and the level activation it is switched by: the
 * OpenAPI document must carry each, so that the fuzz below reaches it.
 */
const ATTESTATION_OPERATIONS = [
  'GET /api/core/v1/brands/{id}/settings/{setting}/attestation_templates',
  'POST /api/core/v1/brands/{id}/settings/{setting}/attestation_templates',
  'PUT /api/core/v1/brands/{id}/settings/{setting}/attestation_templates/order',
  'GET /api/core/v1/brands/{id}/settings/{setting}/attestation_templates/{template}',
  'PUT /api/core/v1/brands/{id}/settings/{setting}/attestation_templates/{template}',
  'DELETE /api/core/v1/brands/{id}/settings/{setting}/attestation_templates/{template}',
  'GET /api/core/v1/brands/{id}/settings/{setting}/static_fields',
  'POST /api/core/v1/brands/{id}/settings/{setting}/static_fields',
  'PUT /api/core/v1/brands/{id}/settings/{setting}/static_fields/{field}',
  'DELETE /api/core/v1/brands/{id}/settings/{setting}/static_fields/{field}',
  'GET /api/core/v1/brands/{id}/settings/{setting}/level_activation',
  'PUT /api/core/v1/brands/{id}/settings/{setting}/level_activation',
  'GET /api/core/v1/brands/{id}/level_activation',
  'PUT /api/core/v1/brands/{id}/level_activation',
  'GET /api/core/v1/brands/{id}/risk/attestation/summary',
  'GET /api/core/v1/brands/{id}/risk/attestation/answers',
  'PUT /api/core/v1/brands/{id}/risk/attestation/answers/{answer}/resolution',
];

let server: TestServer;
let operations: Operation[];
let authorizations: fc.Arbitrary<string | undefined>;
let owner: string;

beforeAll(async () => {
  server = await startFuzzServer();
  const document = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
  // The live event stream answers a valid call with a response that stays open (app.inject
  // would wait for ever): its refusals (400 / 401 / 429) are tested in tests/server/gateway/live.
  operations = operationsOf(document.json()).filter((item) => item.path !== '/api/core/v1/events');
  owner = `Bearer ${await accessTokenOf(server, 'owner@demo.brigade.test')}`;
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

it('documents every attestation and level activation route, so that they are fuzzed', () => {
  const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
  expect(ATTESTATION_OPERATIONS.filter((operation) => !documented.has(operation))).toEqual([]);
});

it('answers every generated request to every route with a 2xx–4xx, failures in the error envelope', async () => {
  const failures: string[] = [];
  for (const operation of operations.filter((item) => ONLY.test(item.path))) {
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

/**
 * The same fuzz aimed past the brand check: the attestation routes on Harbor Grill (which has
 * the service) as its owner, path ids drawn from its seeded questions and texts, so hostile and
 * valid bodies reach the handlers and their rules (a random brand id mostly stops at 403/404).
 */
it('answers generated requests to the attestation routes on a brand the caller manages with a 2xx–4xx', async () => {
  const grill = await server.db
    .selectFrom('brands')
    .select('id')
    .where('name', '=', 'Harbor Grill')
    .executeTakeFirstOrThrow();
  const templates = await server.db
    .selectFrom('attestation_templates')
    .select('id')
    .where('brand_id', '=', grill.id)
    .execute();
  const fields = await server.db
    .selectFrom('attestation_static_fields')
    .select('id')
    .where('brand_id', '=', grill.id)
    .execute();
  const pinned: Record<string, readonly unknown[]> = {
    id: [grill.id],
    setting: ['clockout_attestation'],
    template: templates.map((row) => row.id),
    field: fields.map((row) => row.id),
  };
  const documented = new Set(ATTESTATION_OPERATIONS);
  const failures: string[] = [];
  for (const operation of operations.filter(
    (item) => documented.has(`${item.method} ${item.path}`) && ONLY.test(item.path),
  )) {
    const aimed: Operation = {
      ...operation,
      parameters: operation.parameters.map((parameter) =>
        parameter.in === 'path' && pinned[parameter.name]
          ? { ...parameter, schema: { ...parameter.schema, enum: pinned[parameter.name] } }
          : parameter,
      ),
    };
    const outcome = await fc.check(
      fc.asyncProperty(requestsFor(aimed, fc.constant(owner)), async (request) => {
        const response = await send(request);
        if (response.statusCode >= 500) throw new Error(describeExchange(request, response));
      }),
      { seed: seedFor(`aimed ${operation.method} ${operation.path}`), numRuns: RUNS_PER_ROUTE },
    );
    if (outcome.failed) {
      failures.push(
        `${operation.method} ${operation.path}: ${String(outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance)}`,
      );
    }
  }
  expect(failures).toEqual([]);
});
