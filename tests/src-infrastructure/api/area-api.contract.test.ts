/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { AccountApiPort } from '../../../src-domain/account/account-api.port';
import type { BrandsApiPort } from '../../../src-domain/brands/brands-api.port';
import { HttpAccountApi } from '../../../src-infrastructure/account/http-account-api.adapter';
import { HttpBrandsApi } from '../../../src-infrastructure/brands/http-brands-api.adapter';
import { FakeAccountApi } from '../../fakes/account-api.fake';
import { FakeBrandsApi } from '../../fakes/brands-api.fake';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { FakeRandomToken } from '../../fakes/random-token.fake';

const PASSWORD = 'Brigade-demo-1';

/**
 * The same behaviour asked of the HTTP adapter against the real server and of the in-memory fake
 * the UI tests use: a fake that passes here answers like the server does.
 */
function accountContract(setup: () => Promise<AccountApiPort>) {
  it('reads the multi-factor standing in domain terms (required, not set up)', async () => {
    expect(await (await setup()).mfaStatus()).toEqual({ required: true, setUp: false });
  });

  it('reads the user record and which channels are proven (e-mail yes, phone no, no code waiting)', async () => {
    const api = await setup();
    const record = await api.userRecord();
    expect(record).toMatchObject({
      email: 'mfa2@demo.brigade.test',
      firstName: 'Mia',
      lastName: 'Multifactor',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(record.phone).toBeUndefined();
    expect(await api.verificationStatus('EMAIL')).toEqual({
      channel: 'EMAIL',
      verified: true,
      verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      codeSent: false,
    });
    expect(await api.verificationStatus('PHONE')).toEqual({
      channel: 'PHONE',
      verified: false,
      codeSent: false,
    });
  });

  it('refuses a code that was never sent with VERIFICATION.EXPIRED_CODE', async () => {
    const api = await setup();
    await expect(api.confirmVerificationCode('PHONE', '123456')).rejects.toMatchObject({
      status: 400,
      serverCode: 'VERIFICATION.EXPIRED_CODE',
    });
  });

  it('saving Passcodes answers ten passcodes and sets the account up', async () => {
    const api = await setup();
    const passcodes = await api.saveMfaMethod('Passcodes');
    expect(passcodes).toHaveLength(10);
    expect(await api.mfaStatus()).toEqual({ required: true, setUp: true });
  });
}

interface BrandsSetup {
  readonly api: BrandsApiPort;
  /** A brand of the caller with atr_type MB and location_filter_type ALL_LEVELS. */
  readonly ownBrandId: number;
  readonly outsideBrandId: number;
}

function brandsContract(setup: () => Promise<BrandsSetup>) {
  it('reads the tree with a top-level brand', async () => {
    const { api } = await setup();
    expect((await api.brandTree()).some((brand) => brand.type === 'GP-5')).toBe(true);
  });

  it('answers settings in domain terms only', async () => {
    const { api, ownBrandId } = await setup();
    expect(await api.settings(ownBrandId)).toEqual({ atrType: 'MB', locationFilterType: 'ALL_LEVELS' });
  });

  it('refuses an unknown brand with 404 BRAND.NOT_FOUND and another employer’s with 403 BRAND.FORBIDDEN', async () => {
    const { api, outsideBrandId } = await setup();
    await expect(api.policy(987_654)).rejects.toMatchObject({ status: 404, serverCode: 'BRAND.NOT_FOUND' });
    await expect(api.policy(outsideBrandId)).rejects.toMatchObject({
      status: 403,
      serverCode: 'BRAND.FORBIDDEN',
    });
  });
}

interface EntrySchemeSetup {
  /** Signed in as a user whose entry brand has colours 18,52,86 and 255,153,0. */
  readonly branded: BrandsApiPort;
  readonly brandedEntryId: number;
  /** Signed in as a job seeker with no entry brand. */
  readonly unbranded: BrandsApiPort;
}

function entrySchemeContract(setup: () => Promise<EntrySchemeSetup>) {
  it('reads the entry brand’s colours, and the defaults with no brand when there is no entry brand', async () => {
    const { branded, brandedEntryId, unbranded } = await setup();
    expect(await branded.entryScheme()).toEqual({
      brandId: brandedEntryId,
      headerColor: '18,52,86',
      accentColor: '255,153,0',
    });
    expect(await unbranded.entryScheme()).toEqual({
      brandId: undefined,
      headerColor: '255,255,255',
      accentColor: '0,136,221',
    });
  });
}

describe('area API adapters against the real server', () => {
  let server: LiveServer;
  let grillId: number;
  let sunsetId: number;

  async function signedIn(username: string) {
    const adapters = liveAdapters(server);
    expect((await adapters.identity.signIn(username, PASSWORD)).kind).toBe('signed-in');
    return adapters.gateway;
  }

  beforeAll(async () => {
    server = await startLiveServer();
    const brands = await server.db.selectFrom('brands').select(['id', 'name']).execute();
    grillId = brands.find((brand) => brand.name === 'Harbor Grill')!.id;
    sunsetId = brands.find((brand) => brand.name === 'Sunset Diner Co')!.id;
  }, 60_000);
  afterAll(() => server.close());

  describe('HttpAccountApi (mfa2@)', () => {
    let api: AccountApiPort | undefined;
    accountContract(async () => (api ??= new HttpAccountApi(await signedIn('mfa2@demo.brigade.test'))));
  });

  describe('HttpBrandsApi (owner@)', () => {
    let api: BrandsApiPort | undefined;
    brandsContract(async () => ({
      api: (api ??= new HttpBrandsApi(await signedIn('owner@demo.brigade.test'), new FakeRandomToken())),
      ownBrandId: grillId,
      outsideBrandId: sunsetId,
    }));
  });

  describe('HttpBrandsApi.entryScheme (dashboards@, candidate@)', () => {
    entrySchemeContract(async () => ({
      branded: new HttpBrandsApi(await signedIn('dashboards@demo.brigade.test'), new FakeRandomToken()),
      brandedEntryId: grillId,
      unbranded: new HttpBrandsApi(await signedIn('candidate@demo.brigade.test'), new FakeRandomToken()),
    }));
  });
});

describe('the in-memory fakes keep the same contract', () => {
  describe('FakeAccountApi', () => {
    const api = new FakeAccountApi();
    api.mfa = { required: true, setUp: false };
    api.user = {
      id: 'mfa2',
      email: 'mfa2@demo.brigade.test',
      first_name: 'Mia',
      last_name: 'Multifactor',
      user_employer: false,
      is_shadow_user: false,
    };
    api.provenChannels.add('EMAIL');
    accountContract(async () => api);
  });

  describe('FakeBrandsApi', () => {
    const api = new FakeBrandsApi([
      {
        id: 1,
        type: 'GP-5',
        name: 'Harbor',
        services: [],
        brands: [{ id: 2, type: 'GP-4', name: 'Grill', services: [] }],
      },
    ]);
    api.outside.add(99);
    api.settingsById.set(2, { atrType: 'MB', locationFilterType: 'ALL_LEVELS' });
    brandsContract(async () => ({ api, ownBrandId: 2, outsideBrandId: 99 }));
    const branded = new FakeBrandsApi();
    branded.entry = { brandId: 2, headerColor: '18,52,86', accentColor: '255,153,0' };
    entrySchemeContract(async () => ({ branded, brandedEntryId: 2, unbranded: new FakeBrandsApi() }));
  });
});
