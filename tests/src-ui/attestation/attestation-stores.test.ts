import 'reflect-metadata';
import { AttestationEditorStore } from '../../../src-ui/attestation/attestation-editor.store';
import { AttestationListStore } from '../../../src-ui/attestation/attestation-list.store';
import { FakeAttestationApi } from '../../fakes/attestation-api.fake';
import { FakeClock } from '../../fakes/clock.fake';

const BRAND = 7;

async function editorWithQuestion(api: FakeAttestationApi) {
  const store = new AttestationEditorStore(api, new FakeClock());
  await store.load(BRAND, undefined);
  store.setText('en', 'Did you take your meal break?');
  store.setText('ar', 'هل أخذت استراحة الوجبة؟');
  store.toggleFlagAnswer('NO', true);
  store.toggleFlagAction('RECORD_BREAK_WAIVER', true);
  return store;
}

describe('AttestationEditorStore', () => {
  it('starts a new question today and saves it once the rules pass', async () => {
    const api = new FakeAttestationApi();
    const store = await editorWithQuestion(api);
    expect(store.effectiveFrom).toBe('2025-01-15');
    expect(store.missingLanguages).toEqual(['es', 'fr', 'de', 'ru', 'pl', 'tr']);
    expect(await store.save()).toBe('saved');
    expect(store.id).toBe(1);
    expect(api.stored[0]!.flagRule).toEqual({ answers: ['NO'], actions: ['RECORD_BREAK_WAIVER'] });
  });

  it('sends nothing while the rules find problems, and shows them', async () => {
    const api = new FakeAttestationApi();
    const store = new AttestationEditorStore(api, new FakeClock());
    await store.load(BRAND, undefined);
    store.setType('SINGLE_CHOICE');
    store.setText('en', 'Breaks?');
    store.setEffectiveTo('2024-12-31');
    expect(await store.save()).toBe('invalid');
    expect(api.stored).toHaveLength(0);
    expect(store.problemAt('options')?.code).toBe('ATTESTATION.OPTION_TEXT_MISSING');
    expect(store.problemAt('effectiveTo')?.code).toBe('ATTESTATION.EFFECTIVE_RANGE');
  });

  it('keeps a flag rule only on answers the question still has', async () => {
    const store = new AttestationEditorStore(new FakeAttestationApi(), new FakeClock());
    await store.load(BRAND, undefined);
    store.setType('SINGLE_CHOICE');
    store.toggleFlagAnswer('OPT_2', true);
    store.removeOption('OPT_2');
    expect(store.draft.flagRule).toBeUndefined();
  });

  it('reports a conflict when somebody saved since, and a new version once answered', async () => {
    const api = new FakeAttestationApi();
    const first = await editorWithQuestion(api);
    await first.save();
    const second = new AttestationEditorStore(api, new FakeClock());
    await second.load(BRAND, first.id);
    first.setText('en', 'Did you take your 30-minute meal break?');
    expect(await first.save()).toBe('saved');
    second.setText('en', 'Meal break?');
    expect(await second.save()).toBe('conflict');
    expect(second.lastError).toBe('ATTESTATION.REVISION_CONFLICT');
    await second.reloadNewer();
    expect(second.text.en).toBe('Did you take your 30-minute meal break?');
    api.answer(first.id!, 3);
    await second.load(BRAND, first.id);
    second.setText('en', 'Meal break taken?');
    expect(await second.save()).toBe('saved');
    expect(second.versions.map((version) => version.version)).toEqual([1, 2]);
  });
});

describe('AttestationListStore', () => {
  it('moves a question and puts the order back when the save fails', async () => {
    const api = new FakeAttestationApi();
    for (const text of ['One', 'Two', 'Three']) {
      await api.createTemplate(BRAND, {
        type: 'ACKNOWLEDGEMENT',
        required: true,
        defaultLanguage: 'en',
        text: { en: text },
        options: [],
        flagRule: undefined,
        targeting: { brandIds: [], positionCategories: [], minShiftMinutes: undefined },
        effectiveFrom: '2025-01-01',
        effectiveTo: undefined,
      });
    }
    const store = new AttestationListStore(api);
    await store.load(BRAND, 'ACTIVE');
    expect(await store.move(3, -1)).toBe(true);
    const order = () => (store.list.kind === 'ready' ? store.list.value.map((item) => item.text.en) : []);
    expect(order()).toEqual(['One', 'Three', 'Two']);
    api.failing = true;
    expect(await store.move(1, 1)).toBe(false);
    expect(order()).toEqual(['One', 'Three', 'Two']);
    expect(store.lastError).toBe('INTERNAL');
    api.failing = false;
    expect(await store.archive(2)).toBe(true);
    expect(order()).toEqual(['One', 'Three']);
  });
});
