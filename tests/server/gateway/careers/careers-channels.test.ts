import { waitForJobs } from '../../../support/wait-for-jobs';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { inboundFields, postInbound, sandboxTexts } from '../sms/sms.harness';

/**
 * More ways into a position (issue #38): a résumé uploaded with the application, archiving,
 * text-to-apply codes and conversations, and copies of a position to other locations.
 */
let server: TestServer;
let manager: Session;
let manager2: Session;
let owner: Session;
let downtown: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [manager, manager2, owner] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'owner@demo.brigade.test'),
  ]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const send = async (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  session?: Session,
  body?: unknown,
  headers?: Record<string, string>,
) => {
  const response = await call(server, method, path, {
    ...(session ? { session } : {}),
    body,
    ...(headers ? { headers } : {}),
  });
  return { status: response.statusCode, body: response.json<{ data: Parsed; error: { code: string } }>() };
};

const draft = (fields: Record<string, unknown> = {}) => ({
  title: 'Patio Server',
  category: 'FOH',
  employment_type: 'SEASONAL',
  pay_min: 1700,
  pay_max: 2100,
  pay_period: 'HOUR',
  description: 'Summer patio.',
  questions: [{ text: 'Are you 18 or older?', knockout_answer: 'NO' }],
  ...fields,
});

/** Opens and approves a position at Portland Downtown as manager@; the posting. */
async function openPosition(fields: Record<string, unknown> = {}): Promise<Parsed> {
  const created = await send('POST', `/v1/brands/${downtown}/positions`, manager, draft(fields));
  expect(created.status).toBe(201);
  const id = created.body.data.id as number;
  const atrs = await send('GET', `/v1/brands/${downtown}/positions/${id}/atrs`, manager);
  const decided = await send(
    'POST',
    `/v1/brands/${downtown}/positions/${id}/atrs/${atrs.body.data.atrs[0].id}/decision`,
    manager,
    { decision: 'APPROVED' },
  );
  expect(decided.body.data.status).toBe('OPEN');
  return decided.body.data;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const presign = (position: number, body: Record<string, unknown>) =>
  send('POST', `/v1/careers/harbor-grill/positions/${position}/resume_uploads`, undefined, body);

/** PUTs `bytes` to a presigned résumé URL (below /api/core). */
async function put(url: string, bytes: Buffer, headers: Record<string, string> = { 'force-csrf': 'true' }) {
  const response = await server.app.inject({ method: 'PUT', url, headers, payload: bytes });
  return { status: response.statusCode, body: response.json<{ data: Parsed; error: { code: string } }>() };
}

async function uploadResume(position: number, bytes = PDF, type = 'application/pdf'): Promise<string> {
  const signed = await presign(position, { name: 'Ana-Lima-CV.pdf', content_type: type, size: bytes.length });
  expect(signed.status).toBe(201);
  const stored = await put(signed.body.data.url, bytes);
  expect(stored).toMatchObject({ status: 200, body: { data: { upload_id: signed.body.data.upload_id } } });
  return signed.body.data.upload_id;
}

const application = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Lima',
  email: `ana.${Date.now()}.${Math.random()}@example.test`,
  phone: '+15035550100',
  answers: [{ question_id: 'q1', answer: 'YES' }],
  consent: true,
  ...fields,
});
const apply = (position: number, body: unknown) =>
  send('POST', `/v1/careers/harbor-grill/positions/${position}/applications`, undefined, body);

const count = async (table: 'applications' | 'application_resumes' | 'positions' | 'position_atrs') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('résumé upload with an application', () => {
  it('attaches an uploaded résumé the manager opens through a signed link', async () => {
    const position = await openPosition();
    const uploadId = await uploadResume(position.id);
    const applied = await apply(position.id, application({ resume_upload_id: uploadId }));
    expect(applied.status).toBe(201);
    const detail = await send('GET', `/v1/applications/${applied.body.data.application_id}`, manager);
    expect(detail.body.data.resumes).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana-Lima-CV.pdf',
        content_type: 'application/pdf',
        size_bytes: PDF.length,
      },
    ]);
    const link = await send(
      'GET',
      `/v1/applications/${applied.body.data.application_id}/resumes/${detail.body.data.resumes[0].id}/signed_url`,
      manager,
    );
    const file = await server.app.inject({ method: 'GET', url: link.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Spent: the same upload is attached once.
    const again = await apply(position.id, application({ resume_upload_id: uploadId }));
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'CAREERS.RESUME_INVALID' } } });
  });

  it('refuses bad résumés with codes and writes nothing', async () => {
    const position = await openPosition();
    const other = await openPosition();
    expect(
      await presign(position.id, { name: 'x.exe', content_type: 'application/x-msdownload', size: 10 }),
    ).toMatchObject({ status: 415, body: { error: { code: 'CAREERS.RESUME_TYPE' } } });
    expect(
      await presign(position.id, {
        name: 'big.pdf',
        content_type: 'application/pdf',
        size: server.config.uploadMaxBytes + 1,
      }),
    ).toMatchObject({ status: 413, body: { error: { code: 'UPLOAD.TOO_LARGE' } } });
    // Bytes that are not what the type claims.
    const fake = Buffer.from('MZ this is no pdf at all');
    const signed = await presign(position.id, {
      name: 'cv.pdf',
      content_type: 'application/pdf',
      size: fake.length,
    });
    expect(await put(signed.body.data.url, fake)).toMatchObject({
      status: 415,
      body: { error: { code: 'CAREERS.RESUME_TYPE_MISMATCH' } },
    });
    // The header browsers' forms cannot send is required; a used URL is refused.
    const second = await presign(position.id, {
      name: 'cv.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect(await put(second.body.data.url, PDF, {})).toMatchObject({
      status: 403,
      body: { error: { code: 'UPLOAD.CSRF_HEADER_REQUIRED' } },
    });
    expect((await put(second.body.data.url, PDF)).status).toBe(200);
    expect(await put(second.body.data.url, PDF)).toMatchObject({
      status: 409,
      body: { error: { code: 'UPLOAD.ALREADY_USED' } },
    });
    // Another position's upload, or an unknown one: 400, nothing written.
    const before = { applications: await count('applications'), resumes: await count('application_resumes') };
    const otherUpload = await uploadResume(other.id);
    expect(await apply(position.id, application({ resume_upload_id: otherUpload }))).toMatchObject({
      status: 400,
      body: { error: { code: 'CAREERS.RESUME_INVALID' } },
    });
    expect(await apply(position.id, application({ resume_upload_id: 'f'.repeat(64) }))).toMatchObject({
      status: 400,
      body: { error: { code: 'CAREERS.RESUME_INVALID' } },
    });
    expect(await apply(position.id, application({ resume_upload_id: 'not-hex' }))).toMatchObject({
      status: 400,
    });
    expect({
      applications: await count('applications'),
      resumes: await count('application_resumes'),
    }).toEqual(before);
  });

  it('refuses an upload older than its life', async () => {
    const position = await openPosition();
    const uploadId = await uploadResume(position.id);
    await server.db
      .updateTable('career_resume_uploads')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', uploadId)
      .execute();
    expect(await apply(position.id, application({ resume_upload_id: uploadId }))).toMatchObject({
      status: 400,
      body: { error: { code: 'CAREERS.RESUME_INVALID' } },
    });
  });
});

describe('archiving positions', () => {
  it('hides an archived position from the careers page and lists, and brings it back', async () => {
    const position = await openPosition({ title: `Archived host ${Date.now()}` });
    const path = `/v1/brands/${downtown}/positions/${position.id}/archive`;
    expect(await send('POST', path, manager2, { archived: true })).toMatchObject({ status: 403 });
    const archived = await send('POST', path, manager, { archived: true });
    expect(archived.body.data).toMatchObject({ archived: true, sms_code: null });
    expect((await send('GET', `/v1/careers/harbor-grill/positions/${position.id}`)).status).toBe(404);
    const page = await send('GET', '/v1/careers/harbor-grill');
    const listed = page.body.data.locations.flatMap((l: Parsed) => l.positions.map((p: Parsed) => p.id));
    expect(listed).not.toContain(position.id);
    const back = await send('POST', path, manager, { archived: false });
    expect(back.body.data).toMatchObject({ archived: false, sms_code: expect.any(String) });
    expect((await send('GET', `/v1/careers/harbor-grill/positions/${position.id}`)).status).toBe(200);
    expect(await send('POST', path, manager, { archived: 'yes' })).toMatchObject({ status: 400 });
  });
});

describe('text-to-apply codes', () => {
  it('gives a code on publish, shows it on the careers page and lets the manager change it', async () => {
    const position = await openPosition({ title: 'Dishwasher' });
    expect(position.sms_code).toMatch(/^DISHWASH[0-9]*$/);
    const page = await send('GET', `/v1/careers/harbor-grill/positions/${position.id}`);
    expect(page.body.data.position.text_to_apply).toEqual({
      code: position.sms_code,
      phone: server.config.sms.from,
    });
    const path = `/v1/brands/${downtown}/positions/${position.id}/sms_code`;
    const code = `D${Date.now().toString(36).toUpperCase().slice(-6)}`;
    expect((await send('PUT', path, manager, { code: code.toLowerCase() })).body.data.sms_code).toBe(code);
    expect(await send('PUT', path, manager, { code: 'stop' })).toMatchObject({
      status: 400,
      body: { error: { code: 'POSITIONS.SMS_CODE_INVALID' } },
    });
    const other = await openPosition({ title: 'Dishwasher' });
    expect(
      await send('PUT', `/v1/brands/${downtown}/positions/${other.id}/sms_code`, manager, { code }),
    ).toMatchObject({ status: 409, body: { error: { code: 'POSITIONS.SMS_CODE_TAKEN' } } });
    expect(await send('PUT', path, manager2, { code: 'OTHER1' })).toMatchObject({ status: 403 });
    // Closing frees the code.
    await send('POST', `/v1/brands/${downtown}/positions/${position.id}/status`, manager, {
      status: 'CLOSED',
    });
    expect(
      (await send('PUT', `/v1/brands/${downtown}/positions/${other.id}/sms_code`, manager, { code })).status,
    ).toBe(200);
  });
});

describe('text-to-apply conversations', () => {
  const texts = async (phone: string) => {
    await waitForJobs(server.db);
    return (await sandboxTexts(server, phone)).filter((t) => t.direction === 'OUTBOUND').map((t) => t.body);
  };
  const text = async (phone: string, body: string) =>
    expect((await postInbound(server, inboundFields(server, phone, body))).statusCode).toBe(204);
  const freshPhone = () => `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

  it('applies from texts when the position has no questions, marked SMS, once under concurrency', async () => {
    const position = await openPosition({ title: 'Busser', questions: [] });
    const phone = freshPhone();
    await text(phone, position.sms_code.toLowerCase());
    expect((await texts(phone))[0]).toMatch(/Busser .*first name/);
    await text(phone, 'Rosa');
    expect((await texts(phone))[0]).toMatch(/Rosa.*e-mail.*SKIP/);
    await text(phone, 'not an address');
    expect((await texts(phone))[0]).toMatch(/does not look like an e-mail/);
    await text(phone, 'skip');
    expect((await texts(phone))[0]).toMatch(/Reply YES .*\/careers\/harbor-grill\//);
    const before = await count('applications');
    await Promise.all(Array.from({ length: 5 }, () => text(phone, 'Yes')));
    expect(await count('applications')).toBe(before + 1);
    const row = await server.db
      .selectFrom('career_applications as c')
      .innerJoin('applications as a', 'a.id', 'c.application_id')
      .select(['c.source', 'c.email', 'a.status'])
      .where('c.position_id', '=', position.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      source: 'SMS',
      email: expect.stringMatching(/@text-to-apply\.invalid$/),
      status: 'APPLIED',
    });
    // The inbox and the application say it came by SMS.
    const inbox = await send(
      'GET',
      `/v1/employer_applications?brand=${downtown}&position=${position.id}`,
      manager,
    );
    expect(inbox.body.data.applications).toEqual([expect.objectContaining({ source: 'SMS' })]);
    const detail = await send('GET', `/v1/applications/${inbox.body.data.applications[0].id}`, manager);
    expect(detail.body.data.source).toBe('SMS');
    expect(await texts(phone)).toContainEqual(
      expect.stringMatching(/Thanks, Rosa! Your application for Busser is in/),
    );
    const conversation = await server.db
      .selectFrom('sms_apply_conversations')
      .select('step')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(conversation.step).toBe('APPLIED');
  });

  it('texts in the language asked after the code, else the number’s country, else English', async () => {
    const position = await openPosition({ title: 'Runner', questions: [] });
    const spanish = `+34600${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    await text(spanish, position.sms_code);
    expect((await texts(spanish))[0]).toMatch(/gracias por tu interés en Runner .*responde con tu nombre/);
    await text(spanish, 'Lucía');
    expect((await texts(spanish))[0]).toMatch(
      /¡Gracias, Lucía! ¿Cuál es tu correo electrónico\? Responde SKIP/,
    );
    const french = freshPhone();
    await text(french, `${position.sms_code.toLowerCase()} fr`);
    expect((await texts(french))[0]).toMatch(/merci de votre intérêt pour le poste Runner/);
    await text(french, 'Zoé');
    await text(french, 'skip');
    expect((await texts(french))[0]).toMatch(
      /Répondez YES pour postuler .*http:\/\/fr\.[^/]+\/careers\/harbor-grill\//,
    );
    const english = freshPhone();
    await text(english, position.sms_code);
    expect((await texts(english))[0]).toMatch(/thanks for your interest in Runner/);
  });

  it('sends a pre-filled link when the position screens with questions; STOP ends it', async () => {
    const position = await openPosition({ title: 'Host' });
    const phone = freshPhone();
    await text(phone, position.sms_code);
    await text(phone, 'Lee');
    await text(phone, 'lee@example.test');
    const link = (await texts(phone))[0]!;
    expect(link).toContain(`/careers/harbor-grill/${position.id}?first_name=Lee&email=lee%40example.test`);
    // A new code restarts; STOP opts out and ends the conversation.
    await text(phone, position.sms_code);
    await text(phone, 'STOP');
    const left = await server.db
      .selectFrom('sms_apply_conversations')
      .select('phone')
      .where('phone', '=', phone)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('ignores an expired conversation and an unknown code', async () => {
    const position = await openPosition({ title: 'Barback', questions: [] });
    const phone = freshPhone();
    await text(phone, position.sms_code);
    await server.db
      .updateTable('sms_apply_conversations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const before = (await texts(phone)).length;
    await text(phone, 'Kim');
    await text(phone, 'NOSUCHCODE');
    expect((await texts(phone)).length).toBe(before);
  });
});

describe('copying a position to other locations', () => {
  it('copies to each location in one step, following each location’s approval rule', async () => {
    const source = await openPosition({ title: `Patio copy ${Date.now()}` });
    const seattle = await brandId(server.db, 'Harbor Grill Seattle Airport');
    const copied = await send('POST', `/v1/brands/${downtown}/positions/${source.id}/copies`, owner, {
      location_ids: [seattle, downtown],
    });
    expect(copied.status).toBe(201);
    expect(copied.body.data.positions).toEqual([
      expect.objectContaining({ brand: expect.objectContaining({ id: seattle }), title: source.title }),
      expect.objectContaining({ brand: expect.objectContaining({ id: downtown }), title: source.title }),
    ]);
    for (const copy of copied.body.data.positions) {
      expect(copy.questions).toEqual(source.questions);
      if (copy.status === 'PENDING_APPROVAL') {
        const atrs = await send('GET', `/v1/brands/${copy.brand.id}/positions/${copy.id}/atrs`, owner);
        expect(atrs.body.data.atrs).toEqual([expect.objectContaining({ status: 'PENDING' })]);
      } else expect(copy.status).toBe('OPEN');
    }
  });

  it('writes nothing when one location is out of the caller’s reach or input is bad', async () => {
    const source = await openPosition();
    const seattle = await brandId(server.db, 'Harbor Grill Seattle Airport');
    const before = { positions: await count('positions'), atrs: await count('position_atrs') };
    const path = `/v1/brands/${downtown}/positions/${source.id}/copies`;
    expect(await send('POST', path, manager, { location_ids: [downtown, seattle] })).toMatchObject({
      status: 403,
    });
    expect(await send('POST', path, manager, { location_ids: [] })).toMatchObject({ status: 400 });
    expect(await send('POST', path, manager, { location_ids: [downtown, downtown] })).toMatchObject({
      status: 400,
      body: { error: { code: 'POSITIONS.COPY_TARGETS_INVALID' } },
    });
    const grill = await brandId(server.db, 'Harbor Grill');
    expect(
      await send('POST', `/v1/brands/${grill}/positions/${source.id}/copies`, owner, {
        location_ids: [grill],
      }),
    ).toMatchObject({ status: 400, body: { error: { code: 'POSITIONS.NOT_A_LOCATION' } } });
    expect(await send('POST', path, manager2, { location_ids: [downtown] })).toMatchObject({ status: 403 });
    expect({ positions: await count('positions'), atrs: await count('position_atrs') }).toEqual(before);
  });
});
