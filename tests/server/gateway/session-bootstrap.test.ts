import { identityServiceFor } from '../../../server/identity/identity.service';
import type { TestServer } from '../../support/test-server';
import { call, DEMO_PASSWORD, signIn, startGatewayServer, type Session } from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

const BOOTSTRAP = '/v1/users/session_bootstrap';

const data = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** Ids of every brand `session` may see (the flat list). */
const visibleIds = async (session: Session): Promise<number[]> =>
  ((await data(session, '/v1/users/brands?view_mode=FLAT&include_archived=true')) as { id: number }[]).map(
    (brand) => brand.id,
  );

describe('GET /v1/users/session_bootstrap', () => {
  it('answers for the owner what the single routes answer, the entry brand as context', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const bootstrap = await data(owner, BOOTSTRAP);
    const user = await data(owner, '/v1/users/info?include_persona=true&include_highest_parent=true');
    expect(bootstrap.user).toEqual(user);
    const entryId = user.entry_mode.brand_id as number;
    const mfa = await data(owner, '/v1/users/mfa/setup/status');
    expect(bootstrap.mfa).toEqual({ mfa_required: mfa.mfa_required, is_setup: mfa.is_setup });
    const suspension = await data(owner, `/v1/brands/${entryId}/account_suspension/check`);
    expect(bootstrap.account_suspension).toEqual({
      brand_id: entryId,
      is_suspended: suspension.is_suspended,
    });
    expect(bootstrap.navigation_preferences).toEqual(await data(owner, '/v1/users/navigation_preferences'));
    expect(bootstrap.context.brand).toEqual(await data(owner, `/v1/gps/${entryId}`));
    expect(bootstrap.context.policy).toEqual(await data(owner, `/v1/users/brands/${entryId}/policy`));
    expect(bootstrap.context.settings).toEqual(await data(owner, `/v1/brands/${entryId}/settings`));
    expect(bootstrap.context.profile_scheme).toEqual(
      await data(owner, `/v1/employers/profile_scheme?brand_id=${entryId}`),
    );
  });

  it('takes the hinted brand as context when the caller may see it', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const entryId = (await data(owner, '/v1/users/info')).entry_mode.brand_id as number;
    const other = (await visibleIds(owner)).find((id) => id !== entryId)!;
    const bootstrap = await data(owner, `${BOOTSTRAP}?context_brand_id=${other}`);
    expect(bootstrap.context.brand.id).toBe(other);
    expect(bootstrap.context.policy.brandId).toBe(other);
    expect(bootstrap.context.settings.brand_id).toBe(other);
    // The suspension is always the entry brand's (the account the user belongs to).
    expect(bootstrap.account_suspension.brand_id).toBe(entryId);
  });

  it('never answers about a brand outside the caller’s subtrees: a foreign hint falls back to the entry brand', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const visible = new Set(await visibleIds(owner));
    const foreign = await server.db
      .selectFrom('brands')
      .select('id')
      .where('id', 'not in', [...visible])
      .executeTakeFirstOrThrow();
    const direct = await call(server, 'GET', `/v1/users/brands/${foreign.id}/policy`, { session: owner });
    expect(direct.statusCode).toBe(403);
    const bootstrap = await data(owner, `${BOOTSTRAP}?context_brand_id=${foreign.id}`);
    const entryId = (await data(owner, '/v1/users/info')).entry_mode.brand_id as number;
    expect(bootstrap.context.brand.id).toBe(entryId);
    expect(JSON.stringify(bootstrap)).not.toContain(`"brandId":${foreign.id},`);
    // A hint naming no brand at all falls back the same way.
    const unknown = await data(owner, `${BOOTSTRAP}?context_brand_id=999999999`);
    expect(unknown.context.brand.id).toBe(entryId);
  });

  it('gives a candidate no context and no suspension', async () => {
    const candidate = await signIn(server, 'candidate@demo.brigade.test');
    const bootstrap = await data(candidate, BOOTSTRAP);
    expect(bootstrap.user).toMatchObject({ user_employer: false, entry_mode: null });
    expect(bootstrap.context).toBeNull();
    expect(bootstrap.account_suspension).toBeNull();
    expect(bootstrap.mfa).toEqual({ mfa_required: expect.any(Boolean), is_setup: expect.any(Boolean) });
  });

  it('refuses without a token (401), an identity without a profile (403 USER_NOT_MAPPED) and a bad hint (400)', async () => {
    const anonymous = await call(server, 'GET', BOOTSTRAP);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toEqual(expect.any(String));

    await identityServiceFor(server).createUser({ email: 'bootless@example.test', password: DEMO_PASSWORD });
    const unmapped = await call(server, 'GET', BOOTSTRAP, {
      session: await signIn(server, 'bootless@example.test'),
    });
    expect(unmapped.statusCode).toBe(403);
    expect(unmapped.json().error.code).toBe('USER_NOT_MAPPED');

    const owner = await signIn(server, 'owner@demo.brigade.test');
    for (const hint of ['abc', '0', '-3']) {
      const bad = await call(server, 'GET', `${BOOTSTRAP}?context_brand_id=${hint}`, { session: owner });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toEqual(expect.any(String));
    }
  });
});
