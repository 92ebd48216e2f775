/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { AttestationDraft } from '../../../src-domain/attestation/attestation.model';
import { HttpAttestationApi } from '../../../src-infrastructure/attestation/http-attestation-api.adapter';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

const PASSWORD = 'Brigade-demo-1';

let server: LiveServer;
let api: HttpAttestationApi;
let grill: number;

jest.setTimeout(120_000);

beforeAll(async () => {
  server = await startLiveServer();
  const adapters = liveAdapters(server);
  expect((await adapters.identity.signIn('owner@demo.brigade.test', PASSWORD)).kind).toBe('signed-in');
  api = new HttpAttestationApi(adapters.gateway, new FakeRandomToken());
  grill = (
    await server.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Harbor Grill')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const draft: AttestationDraft = {
  type: 'SINGLE_CHOICE',
  required: true,
  defaultLanguage: 'en',
  text: { en: 'How were your breaks?', ar: 'كيف كانت استراحاتك؟' },
  options: [
    { key: 'GOOD', text: { en: 'Good' } },
    { key: 'SHORT', text: { en: 'Too short' } },
  ],
  flagRule: { answers: ['SHORT'], actions: ['NOTIFY_MANAGER'] },
  targeting: { brandIds: [], positionCategories: ['FOH'], minShiftMinutes: 300 },
  effectiveFrom: '2026-01-01',
  effectiveTo: undefined,
};

/**
 * HttpAttestationApi against the real server: the wire shapes it reads and sends are generated
 * from the routes' schemas; these check that the answers it maps are the ones sent.
 */
describe('HttpAttestationApi against the real server (owner@)', () => {
  it('creates a question from a draft and reads back the same draft, then edits it over its revision', async () => {
    const created = await api.createTemplate(grill, draft);
    expect(created).toMatchObject({
      ...draft,
      brandId: grill,
      status: 'ACTIVE',
      revision: 1,
      answerCount: 0,
    });
    expect(created.versions).toEqual([{ version: 1, createdAt: expect.any(String), answerCount: 0 }]);
    const edited = await api.updateTemplate(
      grill,
      created.id,
      { ...draft, flagRule: undefined, targeting: { ...draft.targeting, minShiftMinutes: undefined } },
      created.revision,
    );
    expect(edited).toMatchObject({ id: created.id, revision: 2, flagRule: undefined });
    expect(edited.targeting.minShiftMinutes).toBeUndefined();
    expect((await api.template(grill, created.id)).revision).toBe(2);
    await api.archiveTemplate(grill, created.id);
    expect((await api.templates(grill, 'ARCHIVED')).map((template) => template.id)).toContain(created.id);
  });

  it('adds, replaces and removes a static text', async () => {
    const existing = await api.staticFields(grill);
    const kind = (['DISCLAIMER', 'CERTIFICATION', 'SIGNATURE'] as const).find(
      (candidate) => !existing.some((field) => field.kind === candidate),
    );
    if (!kind) throw new Error('every static field kind is seeded at Harbor Grill');
    const field = await api.createStaticField(grill, kind, { en: 'I confirm my hours.' });
    expect(field).toEqual({ id: expect.any(Number), kind, text: { en: 'I confirm my hours.' } });
    expect(await api.updateStaticField(grill, field.id, { de: 'Ich bestätige.', en: 'Confirmed.' })).toEqual({
      ...field,
      text: { de: 'Ich bestätige.', en: 'Confirmed.' },
    });
    await api.deleteStaticField(grill, field.id);
    expect((await api.staticFields(grill)).some((item) => item.id === field.id)).toBe(false);
  });

  it('reads the risk summary and the answers behind it, and resolves a flag', async () => {
    const summary = await api.riskSummary(grill, { weeks: 6 });
    expect(summary).toMatchObject({ brandId: grill, weeks: expect.any(Array) });
    expect(summary.weeks).toHaveLength(6);
    expect(summary.trend.map((point) => point.weekStart)).toEqual(summary.weeks);
    const page = await api.riskAnswers(grill, { flagged: true, resolved: false, offset: 0, limit: 1 });
    const open = page.items[0]!;
    expect(open).toMatchObject({ flagged: true, resolvedAt: undefined, resolutionNote: undefined });
    const resolved = await api.resolveFlag(grill, open.id, 'Talked it through.');
    expect(resolved).toMatchObject({ id: open.id, resolutionNote: 'Talked it through.' });
    expect(resolved.resolvedAt).toEqual(expect.any(String));
  });
});
