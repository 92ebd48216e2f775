import 'reflect-metadata';
import type { AttestationAnswer } from '../../../src-domain/attestation/risk.model';
import { RiskDashboardStore } from '../../../src-ui/attestation/risk/risk-dashboard.store';
import { FakeAttestationApi } from '../../fakes/attestation-api.fake';

const answer = (id: number, resolved: boolean): AttestationAnswer => ({
  id,
  templateId: 1,
  version: 1,
  question: { en: 'Meal break?' },
  questionDefaultLanguage: 'en',
  questionOptions: [],
  questionType: 'YES_NO',
  locationId: 5,
  locationName: 'Harbor Grill Portland Downtown',
  employeeName: 'Ana Lopez',
  shiftDate: '2026-11-20',
  shiftMinutes: 360,
  answers: ['NO'],
  comment: undefined,
  flagged: true,
  resolvedAt: resolved ? '2026-11-21T00:00:00.000Z' : undefined,
  resolvedBy: resolved ? 'Olivia Owner' : undefined,
  resolutionNote: resolved ? 'done' : undefined,
  answeredAt: '2026-11-20T18:00:00.000Z',
});

describe('RiskDashboardStore', () => {
  it('loads the summary and the unresolved flags, then resolves one with a note', async () => {
    const api = new FakeAttestationApi();
    api.summary = {
      brandId: 7,
      weeks: ['2026-11-16'],
      answers: 10,
      flagged: 2,
      unresolved: 1,
      locations: [],
      trend: [],
      filterChoices: [],
    };
    api.answers = [answer(1, false), answer(2, true)];
    const store = new RiskDashboardStore(api);
    await store.load(7);
    expect(store.summary.kind).toBe('ready');
    expect(store.answers).toMatchObject({ kind: 'ready', value: { total: 1 } });
    expect(await store.resolve(1, 'Talked with Ana')).toBe(true);
    expect(store.answers.kind === 'ready' && store.answers.value.items[0]!.resolutionNote).toBe(
      'Talked with Ana',
    );
    expect(await store.resolve(1, 'again')).toBe(false);
    expect(store.lastError).toBe('ATTESTATION.ALREADY_RESOLVED');
  });

  it('shows a failed read as failed', async () => {
    const api = new FakeAttestationApi();
    api.failing = true;
    const store = new RiskDashboardStore(api);
    await store.load(7);
    expect(store.summary.kind).toBe('failed');
    expect(store.answers.kind).toBe('failed');
  });
});
