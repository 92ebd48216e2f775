import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let grill: number;
let tacos: number;
let grillLocation: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, manager2] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  tacos = await brandId(server.db, 'Tidewater Tacos');
  grillLocation = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const base = (brand: number) => `/v1/brands/${brand}/settings/clockout_attestation/attestation_templates`;

async function send(
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const parsed =
    response.body === '' ? undefined : response.json<{ data: Parsed; error: { code: string } }>();
  return { status: response.statusCode, data: parsed?.data, code: parsed?.error?.code };
}

const question = (overrides: Record<string, unknown> = {}) => ({
  type: 'SINGLE_CHOICE',
  required: true,
  default_language: 'en',
  text: { en: 'How were your breaks?', ar: 'كيف كانت استراحاتك؟' },
  options: [
    { key: 'GOOD', text: { en: 'Good' } },
    { key: 'SHORT', text: { en: 'Too short' } },
  ],
  flag_rule: { answers: ['SHORT'], actions: ['NOTIFY_MANAGER'] },
  targeting: { brand_ids: [], position_categories: ['FOH'], min_shift_minutes: 300 },
  effective_from: '2026-01-01',
  effective_to: null,
  ...overrides,
});

async function templateCount(): Promise<number> {
  const row = await server.db
    .selectFrom('attestation_templates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('attestation templates', () => {
  it('lists the seeded Harbor Grill questions in order, with versions and answers', async () => {
    const { status, data } = await send(owner, 'GET', base(grill));
    expect(status).toBe(200);
    expect(data.templates.map((t: Parsed) => t.type)).toEqual([
      'YES_NO',
      'YES_NO',
      'SINGLE_CHOICE',
      'ACKNOWLEDGEMENT',
    ]);
    const meal = data.templates[0];
    expect(meal.version).toBe(2);
    expect(meal.versions.map((v: Parsed) => v.version)).toEqual([1, 2]);
    expect(meal.versions[0].answer_count).toBeGreaterThan(0);
    expect(meal.targeting.min_shift_minutes).toBe(300);
  });

  it('creates (201), reads back, edits in place while unanswered, archives (204) and keeps it', async () => {
    const created = await send(owner, 'POST', base(grill), question());
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ version: 1, revision: 1, status: 'ACTIVE', answer_count: 0 });
    expect(created.data.text).toEqual({ en: 'How were your breaks?', ar: 'كيف كانت استراحاتك؟' });
    const id = created.data.id as number;

    const edited = await send(owner, 'PUT', `${base(grill)}/${id}`, {
      ...question({ text: { en: 'How were your rest breaks?' } }),
      revision: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      version: 1,
      revision: 2,
      text: { en: 'How were your rest breaks?' },
    });

    const archived = await send(owner, 'DELETE', `${base(grill)}/${id}`);
    expect(archived.status).toBe(204);
    const active = await send(owner, 'GET', base(grill));
    expect(active.data.templates.some((t: Parsed) => t.id === id)).toBe(false);
    const all = await send(owner, 'GET', `${base(grill)}?status=ARCHIVED`);
    expect(all.data.templates.find((t: Parsed) => t.id === id)).toMatchObject({ status: 'ARCHIVED' });
    const again = await send(owner, 'PUT', `${base(grill)}/${id}`, { ...question(), revision: 3 });
    expect(again).toMatchObject({ status: 409, code: 'ATTESTATION.ARCHIVED' });
  });

  it('makes a new version when the question has answers; old answers keep theirs', async () => {
    const list = await send(owner, 'GET', base(grill));
    const injury = list.data.templates[1];
    const before = injury.versions[0].answer_count as number;
    const saved = await send(owner, 'PUT', `${base(grill)}/${injury.id}`, {
      type: 'YES_NO',
      required: true,
      default_language: 'en',
      text: { ...injury.text, en: 'Were you hurt at work today?' },
      options: [],
      flag_rule: injury.flag_rule,
      targeting: { brand_ids: [], position_categories: [], min_shift_minutes: null },
      effective_from: injury.effective_from,
      revision: injury.revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.data.version).toBe(2);
    expect(saved.data.versions).toEqual([
      expect.objectContaining({ version: 1, answer_count: before }),
      expect.objectContaining({ version: 2, answer_count: 0 }),
    ]);
  });

  it('refuses a stale revision with 409 and loses no update', async () => {
    const created = await send(owner, 'POST', base(grill), question());
    const id = created.data.id as number;
    const first = await send(owner, 'PUT', `${base(grill)}/${id}`, {
      ...question({ text: { en: 'First editor' } }),
      revision: 1,
    });
    expect(first.status).toBe(200);
    const second = await send(owner, 'PUT', `${base(grill)}/${id}`, {
      ...question({ text: { en: 'Second editor' } }),
      revision: 1,
    });
    expect(second).toMatchObject({ status: 409, code: 'ATTESTATION.REVISION_CONFLICT' });
    const read = await send(owner, 'GET', `${base(grill)}/${id}`);
    expect(read.data.text).toEqual({ en: 'First editor' });
  });

  it.each([
    ['a choice question without options', { options: [], flag_rule: null }, 'ATTESTATION.OPTIONS_REQUIRED'],
    [
      'a flag rule on a missing option',
      { flag_rule: { answers: ['MISSING'], actions: ['NOTIFY_MANAGER'] } },
      'ATTESTATION.FLAG_ANSWER_UNKNOWN',
    ],
    [
      'effective_to before effective_from',
      { effective_from: '2026-03-01', effective_to: '2026-02-01' },
      'ATTESTATION.EFFECTIVE_RANGE',
    ],
    ['a text over the limit', { text: { en: 'x'.repeat(501) } }, 'ATTESTATION.TEXT_TOO_LONG'],
    ['no text in the default language', { text: { ar: 'سؤال' } }, 'ATTESTATION.TEXT_MISSING'],
    [
      'a target outside the brand',
      { targeting: { brand_ids: [999_999], position_categories: [] } },
      'ATTESTATION.TARGET_OUTSIDE_BRAND',
    ],
  ])('refuses %s with 400 and saves nothing', async (_name, overrides, code) => {
    const before = await templateCount();
    const answer = await send(owner, 'POST', base(grill), question(overrides));
    expect(answer).toMatchObject({ status: 400, code });
    expect(await templateCount()).toBe(before);
  });

  it('refuses malformed bodies by schema with 400', async () => {
    const answer = await send(owner, 'POST', base(grill), { ...question(), type: 'ESSAY' });
    expect(answer.status).toBe(400);
    expect(answer.code).toBeDefined();
  });

  it('reorders the active questions and refuses an incomplete order', async () => {
    const list = await send(owner, 'GET', base(grill));
    const ids = (list.data.templates as Parsed[]).map((t) => t.id as number);
    const reversed = [...ids].reverse();
    const saved = await send(owner, 'PUT', `${base(grill)}/order`, { ids: reversed });
    expect(saved.status).toBe(200);
    expect(saved.data.templates.map((t: Parsed) => t.id)).toEqual(reversed);
    const partial = await send(owner, 'PUT', `${base(grill)}/order`, { ids: reversed.slice(1) });
    expect(partial).toMatchObject({ status: 400, code: 'ATTESTATION.ORDER_MISMATCH' });
  });

  it('keeps brands apart and needs the permission and the service', async () => {
    expect(await send(manager2, 'GET', base(grill))).toMatchObject({ status: 403, code: 'BRAND.FORBIDDEN' });
    expect(await send(manager, 'GET', base(grillLocation))).toMatchObject({
      status: 403,
      code: 'ATTESTATION.FORBIDDEN',
    });
    expect(await send(owner, 'GET', base(tacos))).toMatchObject({
      status: 403,
      code: 'ATTESTATION.SERVICE_MISSING',
    });
    const list = await send(owner, 'GET', base(grill));
    const id = list.data.templates[0].id as number;
    expect(await send(owner, 'GET', `${base(tacos)}/${id}`)).toMatchObject({ status: 403 });
    const noToken = await call(server, 'GET', base(grill));
    expect(noToken.statusCode).toBe(401);
  });

  it('answers 404 for a question of another brand', async () => {
    const list = await send(owner, 'GET', base(grill));
    const id = list.data.templates[0].id as number;
    expect(await send(owner, 'GET', `${base(grillLocation)}/${id}`)).toMatchObject({
      status: 404,
      code: 'ATTESTATION.NOT_FOUND',
    });
  });

  it('serves static fields: list, create (201), edit, delete', async () => {
    const path = `/v1/brands/${grill}/settings/clockout_attestation/static_fields`;
    const list = await send(owner, 'GET', path);
    expect(list.data.static_fields.map((f: Parsed) => f.kind)).toEqual(['CERTIFICATION', 'DISCLAIMER']);
    const created = await send(owner, 'POST', path, {
      kind: 'SIGNATURE',
      text: { en: 'Sign here', ar: 'وقّع هنا' },
    });
    expect(created.status).toBe(201);
    const twice = await send(owner, 'POST', path, { kind: 'SIGNATURE', text: { en: 'Again' } });
    expect(twice).toMatchObject({ status: 409, code: 'ATTESTATION.STATIC_FIELD_EXISTS' });
    const edited = await send(owner, 'PUT', `${path}/${created.data.id}`, { text: { en: 'Sign below' } });
    expect(edited.data.text).toEqual({ en: 'Sign below' });
    expect((await send(owner, 'DELETE', `${path}/${created.data.id}`)).status).toBe(204);
    expect(await send(owner, 'POST', path, { kind: 'SIGNATURE', text: { ar: 'فقط' } })).toMatchObject({
      status: 400,
      code: 'ATTESTATION.TEXT_MISSING',
    });
  });
});
