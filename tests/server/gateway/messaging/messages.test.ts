import { storedNames } from '../../../support/stored-files';
import type { TestServer } from '../../../support/test-server';
import { call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { PDF, PNG, applicationOf, messagingCounts, multipart } from './messaging.harness';

let server: TestServer;
let candidate: Session;
let owner: Session;
let manager: Session;
let manager2: Session;
let grillThread: number;
let archivedThread: number;

beforeAll(async () => {
  server = await startGatewayServer({ UPLOAD_MAX_BYTES: '4096' });
  [candidate, owner, manager, manager2] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  grillThread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
  archivedThread = await applicationOf(
    server.db,
    'devon.applicant@demo.brigade.test',
    'Line Cook',
    'Harbor Grill Seattle Airport',
  );
});
afterAll(() => server.close());

interface Thread {
  application: { id: number; archived: boolean };
  messages: {
    id: number;
    from_candidate: boolean;
    message_body: string;
    is_read: boolean;
    files: { name: string; content_type: string; url: string; expires_at: string }[];
  }[];
}
const thread = async (session: Session, id: number) => {
  const response = await call(server, 'GET', `/v1/application_messages/${id}`, { session });
  return { status: response.statusCode, body: response.json<{ data: Thread; error: { code: string } }>() };
};
function send(session: Session, id: number, form: ReturnType<typeof multipart>) {
  return server.app.inject({
    method: 'POST',
    url: `/api/core/v1/applications/${id}/messages`,
    headers: { authorization: `Bearer ${session.accessToken}`, ...form.headers },
    payload: form.payload,
  });
}
const storedFiles = async () => (await storedNames(server, 'hiring')).sort();

describe('threads', () => {
  it('opens a thread for its candidate and for an employer with SOURCE_HIRE over it, read marks per reader', async () => {
    const forCandidate = await thread(candidate, grillThread);
    expect(forCandidate.status).toBe(200);
    expect(forCandidate.body.data.messages.map((m) => [m.from_candidate, m.is_read])).toEqual([
      [false, true],
      [true, true],
      [false, false],
      [false, false],
    ]);
    const forManager = await thread(manager, grillThread);
    expect(forManager.body.data.messages.every((m) => m.is_read)).toBe(true);
    expect((await thread(owner, grillThread)).status).toBe(200);
  });

  it('answers 404 to anyone else, as for an unknown application', async () => {
    for (const [session, id] of [
      [manager2, grillThread],
      [candidate, archivedThread],
      [manager, 99999999],
    ] as const) {
      const { status, body } = await thread(session, id);
      expect(status).toBe(404);
      expect(body.error.code).toBe('MESSAGING.APPLICATION_NOT_FOUND');
    }
  });

  it('gives the demo attachment a signed link that works without a token, and refuses a tampered one', async () => {
    const avery = await applicationOf(
      server.db,
      'avery.applicant@demo.brigade.test',
      'Line Cook',
      'Harbor Grill Portland Downtown',
    );
    const { body } = await thread(manager, avery);
    const file = body.data.messages[0]?.files[0];
    expect(file).toMatchObject({
      name: 'Avery-Quinn-food-handler-card.pdf',
      content_type: 'application/pdf',
    });
    expect(Date.parse(file!.expires_at) - Date.now()).toBeLessThanOrEqual(300_000);
    const download = await server.app.inject({ method: 'GET', url: file!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parts = file!.url.split('/');
    const signature = parts.at(-1)!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      [...parts.slice(0, -1), flipped].join('/'),
      [...parts.slice(0, -4), 'resume', ...parts.slice(-3)].join('/'),
      [...parts.slice(0, -2), String(Number(parts.at(-2)) + 60), signature].join('/'),
    ];
    for (const url of tampered) {
      const refused = await server.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('FILES.LINK_INVALID');
    }
    expect((await storedFiles()).every((name) => /^[0-9a-f]{64}$/.test(name))).toBe(true);
  });

  it('signs resume links for the candidate and the employer only', async () => {
    const resume = await server.db
      .selectFrom('application_resumes')
      .select('id')
      .where('application_id', '=', grillThread)
      .executeTakeFirstOrThrow();
    for (const session of [candidate, manager]) {
      const response = await call(
        server,
        'GET',
        `/v1/applications/${grillThread}/resumes/${resume.id}/signed_url`,
        {
          session,
        },
      );
      expect(response.statusCode).toBe(200);
      const { url } = response.json<{ data: { url: string } }>().data;
      const download = await server.app.inject({ method: 'GET', url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('Casey-Candidate-resume.pdf');
    }
    const other = await call(
      server,
      'GET',
      `/v1/applications/${grillThread}/resumes/${resume.id}/signed_url`,
      {
        session: manager2,
      },
    );
    expect(other.json<{ error: { code: string } }>().error.code).toBe('MESSAGING.APPLICATION_NOT_FOUND');
    const wrong = await call(
      server,
      'GET',
      `/v1/applications/${archivedThread}/resumes/${resume.id}/signed_url`,
      {
        session: owner,
      },
    );
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('MESSAGING.RESUME_NOT_FOUND');
  });
});

describe('sending', () => {
  it('publishes the limits', async () => {
    const response = await call(server, 'GET', '/v1/messaging/limits', { session: candidate });
    expect(response.json<{ data: unknown }>().data).toEqual({
      max_body_chars: 5000,
      max_files: 5,
      max_file_bytes: 4096,
      allowed_types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    });
  });

  it('saves a message with files typed by their bytes under hashed names; the other side sees it unread', async () => {
    const before = await messagingCounts(server.db);
    const response = await send(
      manager,
      grillThread,
      multipart({ message_body: '  Here is the schedule.  ' }, [
        { name: '../../etc/schedule.pdf', bytes: PDF, type: 'image/png' },
        { name: 'map.png', bytes: PNG },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const { message } = response.json<{ data: { message: Thread['messages'][number] } }>().data;
    expect(message.message_body).toBe('Here is the schedule.');
    expect(message.is_read).toBe(true);
    expect(message.files.map((file) => [file.name, file.content_type])).toEqual([
      ['schedule.pdf', 'application/pdf'],
      ['map.png', 'image/png'],
    ]);
    const after = await messagingCounts(server.db);
    expect(after.application_messages).toBe(before.application_messages! + 1);
    expect(after.message_files).toBe(before.message_files! + 2);
    expect((await storedFiles()).every((name) => /^[0-9a-f]{64}$/.test(name))).toBe(true);
    const unread = await call(server, 'GET', '/v1/unread_message_count_candidate', { session: candidate });
    expect(unread.json<{ data: { count: number } }>().data.count).toBe(3);
  });

  it('lets the candidate answer in their own thread', async () => {
    const response = await send(candidate, grillThread, multipart({ message_body: 'Thanks, got it.' }));
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ data: { message: { from_candidate: boolean } } }>().data.message.from_candidate,
    ).toBe(true);
  });

  it('answers a repeated Idempotency-Key once: one message, the first answer replayed', async () => {
    const before = await messagingCounts(server.db);
    const form = multipart({ message_body: 'Sent twice by a flaky network.' });
    const headers = { ...form.headers, 'idempotency-key': 'hiring-message-1' };
    const answers: Awaited<ReturnType<typeof send>>[] = [];
    for (let i = 0; i < 2; i++) {
      answers.push(
        await server.app.inject({
          method: 'POST',
          url: `/api/core/v1/applications/${grillThread}/messages`,
          headers: { authorization: `Bearer ${candidate.accessToken}`, ...headers },
          payload: form.payload,
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.headers['idempotent-replayed']).toBe('true');
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect((await messagingCounts(server.db)).application_messages).toBe(before.application_messages! + 1);
  });

  it('refuses bad forms with codes and saves nothing, not even the good files', async () => {
    const before = await messagingCounts(server.db);
    const filesBefore = await storedFiles();
    const text = Buffer.from('just text pretending to be a PDF');
    const cases: [Session, number, ReturnType<typeof multipart> | undefined, number, string][] = [
      [
        manager,
        grillThread,
        multipart({ message_body: 'hi' }, [
          { name: 'ok.pdf', bytes: PDF },
          { name: 'cv.pdf', bytes: text },
        ]),
        400,
        'MESSAGING.FILE_TYPE',
      ],
      [
        manager,
        grillThread,
        multipart({ message_body: 'hi' }, [
          { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5000)]) },
        ]),
        413,
        'MESSAGING.FILE_TOO_LARGE',
      ],
      [
        manager,
        grillThread,
        multipart(
          { message_body: 'hi' },
          Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF })),
        ),
        400,
        'MESSAGING.TOO_MANY_FILES',
      ],
      [manager, grillThread, multipart({ message_body: 'x'.repeat(5001) }), 400, 'MESSAGING.BODY_TOO_LONG'],
      [manager, grillThread, multipart({ message_body: '   ' }), 400, 'MESSAGING.EMPTY_MESSAGE'],
      [
        manager,
        grillThread,
        multipart({ message_body: 'hi' }, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]),
        400,
        'MESSAGING.EMPTY_FILE',
      ],
      [
        manager,
        grillThread,
        multipart({ message_body: 'hi', subject: 'x' }),
        400,
        'MESSAGING.UNEXPECTED_FIELD',
      ],
      [
        manager,
        grillThread,
        multipart({ message_body: 'hi' }, [{ field: 'file', name: 'a.pdf', bytes: PDF }]),
        400,
        'MESSAGING.UNEXPECTED_FIELD',
      ],
      [manager, grillThread, undefined, 400, 'MESSAGING.NOT_MULTIPART'],
      [
        owner,
        archivedThread,
        multipart({ message_body: 'hello again' }),
        409,
        'MESSAGING.APPLICATION_ARCHIVED',
      ],
      [manager2, grillThread, multipart({ message_body: 'hi' }), 404, 'MESSAGING.APPLICATION_NOT_FOUND'],
      [candidate, archivedThread, multipart({ message_body: 'hi' }), 404, 'MESSAGING.APPLICATION_NOT_FOUND'],
    ];
    for (const [session, id, form, status, code] of cases) {
      const response = form
        ? await send(session, id, form)
        : await call(server, 'POST', `/v1/applications/${id}/messages`, {
            session,
            body: { message_body: 'hi' },
          });
      expect([code, response.statusCode]).toEqual([code, status]);
      expect(response.json<{ error: { code: string } }>().error.code).toBe(code);
    }
    expect(await messagingCounts(server.db)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('moving and archiving', () => {
  it('lets the employer move and archive an application, refuses others, and archived threads take no message', async () => {
    const blake = await applicationOf(
      server.db,
      'blake.applicant@demo.brigade.test',
      'Server',
      'Harbor Grill Portland Downtown',
    );
    const patch = (session: Session, payload: unknown) =>
      call(server, 'PATCH', `/v1/applications/${blake}`, { session, body: payload });
    const before = await messagingCounts(server.db);
    const refusals: [Session, unknown, number, string][] = [
      [candidate, { status: 'HIRED' }, 404, 'MESSAGING.APPLICATION_NOT_FOUND'],
      [manager2, { archived: true }, 404, 'MESSAGING.APPLICATION_NOT_FOUND'],
      [manager, {}, 400, 'VALIDATION.INVALID'],
      [manager, { status: 'LOST' }, 400, 'VALIDATION.INVALID'],
    ];
    for (const [session, payload, status, code] of refusals) {
      const response = await patch(session, payload);
      expect([code, response.statusCode, response.json<{ error: { code: string } }>().error.code]).toEqual([
        code,
        status,
        code,
      ]);
    }
    const own = await call(server, 'PATCH', `/v1/applications/${grillThread}`, {
      session: candidate,
      body: { archived: true },
    });
    expect(own.json<{ error: { code: string } }>().error.code).toBe('MESSAGING.EMPLOYER_ONLY');
    const guest = await call(server, 'PATCH', `/v1/applications/${blake}`, { body: { archived: true } });
    expect(guest.statusCode).toBe(401);
    expect(await messagingCounts(server.db)).toEqual(before);

    const moved = await patch(manager, { status: 'INTERVIEW' });
    expect(moved.json<{ data: unknown }>().data).toEqual({ id: blake, status: 'INTERVIEW', archived: false });
    expect((await patch(owner, { archived: true })).statusCode).toBe(200);
    const refused = await send(manager, blake, multipart({ message_body: 'Still there?' }));
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('MESSAGING.APPLICATION_ARCHIVED');
    expect((await patch(owner, { archived: false })).statusCode).toBe(200);
    expect((await send(manager, blake, multipart({ message_body: 'Still there?' }))).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the hiring workspace: paths, statuses and the signed file route', async () => {
    const document = (await server.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/core/v1/groups/{id}/employer/message_baord_data',
      '/api/core/v1/employer_applications',
      '/api/core/v1/applications/{id}/messages',
      '/api/core/v1/files/signed/{kind}/{id}/{expires}/{signature}',
      '/api/core/v1/brands/{id}/positions/{position}/atrs',
      '/api/core/v3/brands/{id}/users',
      '/api/core/v1/brands/{id}/employers/search',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    expect(JSON.stringify(document.paths)).toContain(
      'APPLIED, SCREENING, INTERVIEW, OFFERED, HIRED, REJECTED',
    );
  });
});
