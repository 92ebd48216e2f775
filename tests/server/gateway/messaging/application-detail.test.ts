import type { TestServer } from '../../../support/test-server';
import { call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { applicationOf } from './messaging.harness';

let server: TestServer;
let candidate: Session;
let manager: Session;
let manager2: Session;
let grillThread: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [candidate, manager, manager2] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  grillThread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
});
afterAll(() => server.close());

interface Detail {
  id: number;
  status: string;
  can_manage: boolean;
  position: { title: string };
  brand: { name: string };
  candidate: { first_name: string; email: string };
  resumes: { name: string; size_bytes: number }[];
}
const detail = async (session: Session, id: number) => {
  const response = await call(server, 'GET', `/v1/applications/${id}`, { session });
  return { status: response.statusCode, body: response.json<{ data: Detail; error: { code: string } }>() };
};

describe('GET /v1/applications/{id}', () => {
  it('shows the employer the candidate, position, location and résumés, and lets them manage it', async () => {
    const { status, body } = await detail(manager, grillThread);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: grillThread,
      status: 'INTERVIEW',
      can_manage: true,
      position: { title: 'Server' },
      brand: { name: 'Harbor Grill Portland Downtown' },
      candidate: { email: 'candidate@demo.brigade.test' },
    });
    expect(body.data.resumes.map((resume) => resume.name)).toEqual(['Casey-Candidate-resume.pdf']);
    expect(body.data.resumes[0]?.size_bytes).toBeGreaterThan(0);
  });

  it('shows the candidate their own application, without managing it', async () => {
    const { status, body } = await detail(candidate, grillThread);
    expect(status).toBe(200);
    expect(body.data.can_manage).toBe(false);
  });

  it('answers 404 to an employer outside the brand and for an unknown id, alike', async () => {
    const other = await detail(manager2, grillThread);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('MESSAGING.APPLICATION_NOT_FOUND');
    const unknown = await detail(manager, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('MESSAGING.APPLICATION_NOT_FOUND');
  });
});
