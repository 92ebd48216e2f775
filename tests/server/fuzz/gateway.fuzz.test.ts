import fc from 'fast-check';
import sharp from 'sharp';
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
/** Generated forms per multipart route aimed at a resource the caller may write to. */
const RUNS_PER_FORM = 150;
/** The upload limit of the fuzzed server: small, so that a sample can be past it. */
const UPLOAD_MAX_BYTES = 64 * 1024;
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

/**
 * The routes that take a multipart form (issue #28): the document must describe each form, so
 * that the fuzz below builds forms from its fields, whole and broken.
 */
const MULTIPART_OPERATIONS = [
  'POST /api/core/v1/applications/{id}/messages',
  'PUT /api/core/v1/profile_photo',
];

let server: TestServer;
let operations: Operation[];
/** Files the multipart routes take (a PDF, images of every accepted type) and some they refuse. */
let samples: Uint8Array[];
let authorizations: fc.Arbitrary<string | undefined>;
let owner: string;

beforeAll(async () => {
  server = await startFuzzServer({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) });
  const image = (format: 'png' | 'jpeg' | 'webp', side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#c05028' } })
      .toFormat(format)
      .toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n%fuzz\ntrailer<<>>\n%%EOF\n', 'latin1');
  samples = [
    pdf,
    await image('png', 240),
    await image('jpeg', 300),
    await image('webp', 256),
    await image('png', 16),
    // Past UPLOAD_MAX_BYTES, with a PDF's first bytes.
    Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]),
  ];
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

it('documents the form of every multipart route, so that its fields and files are fuzzed', () => {
  const withForm = operations.filter((operation) => operation.form);
  expect(withForm.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(
    [...MULTIPART_OPERATIONS].sort(),
  );
  for (const operation of withForm) {
    const files = Object.values(operation.form?.properties ?? {}).filter(
      (field) => field.format === 'binary' || field.items?.format === 'binary',
    );
    expect(files).toHaveLength(1);
  }
});

it('answers every generated request to every route with a 2xx–4xx, failures in the error envelope', async () => {
  const failures: string[] = [];
  for (const operation of operations.filter((item) => ONLY.test(item.path))) {
    const outcome = await fc.check(
      fc.asyncProperty(requestsFor(operation, authorizations, samples), async (request) => {
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
  // About ten thousand requests: minutes on PostgreSQL on a busy machine (a guard, not a budget).
}, 600_000);

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

/**
 * The multipart routes aimed past the access checks: messages to applications the caller may
 * write to (as the owner of every demo brand, as the candidate of their own; an archived one
 * too), the profile photo of a signed-in user, so that forms whole and broken — truncated, no
 * boundary, huge field names, hostile file names, too many files — reach the form reader, the
 * file checks and the stores. Never a 5xx.
 */
it('answers generated forms to the multipart routes, aimed at writable resources, with a 2xx–4xx', async () => {
  const candidate = `Bearer ${await accessTokenOf(server, 'candidate@demo.brigade.test')}`;
  const applications = await server.db
    .selectFrom('applications as a')
    .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
    .select(['a.id', 'a.archived', 'u.email'])
    .execute();
  const pinned = [
    ...applications.filter((row) => row.email === 'candidate@demo.brigade.test').slice(0, 2),
    ...applications.filter((row) => row.archived === 1).slice(0, 1),
    ...applications.filter((row) => row.archived === 0).slice(0, 2),
  ].map((row) => row.id);
  expect(pinned.length).toBeGreaterThanOrEqual(3);
  const failures: string[] = [];
  for (const operation of operations.filter((item) => item.form && ONLY.test(item.path))) {
    const aimed: Operation = {
      ...operation,
      parameters: operation.parameters.map((parameter) =>
        parameter.in === 'path' && parameter.name === 'id'
          ? { ...parameter, schema: { ...parameter.schema, enum: pinned } }
          : parameter,
      ),
    };
    const outcome = await fc.check(
      fc.asyncProperty(
        requestsFor(aimed, fc.constantFrom(owner, owner, candidate), samples),
        async (request) => {
          const response = await send(request);
          if (response.statusCode >= 500) throw new Error(describeExchange(request, response));
        },
      ),
      { seed: seedFor(`form ${operation.method} ${operation.path}`), numRuns: RUNS_PER_FORM },
    );
    if (outcome.failed) {
      failures.push(
        `${operation.method} ${operation.path}: ${String(outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance)}`,
      );
    }
  }
  expect(failures).toEqual([]);
});
