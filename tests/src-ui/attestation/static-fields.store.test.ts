import 'reflect-metadata';
import { StaticFieldsStore } from '../../../src-ui/attestation/static-fields.store';
import { FakeAttestationApi } from '../../fakes/attestation-api.fake';

const BRAND = 7;

async function loaded(api = new FakeAttestationApi()) {
  const store = new StaticFieldsStore(api);
  await store.load(BRAND);
  return { api, store };
}

describe('StaticFieldsStore', () => {
  it('loads each kind into its editor and says which languages are missing', async () => {
    const api = new FakeAttestationApi();
    api.fields.push({ id: 3, kind: 'DISCLAIMER', text: { en: 'Answers are reviewed.', es: 'Se revisan.' } });
    const { store } = await loaded(api);
    expect(store.read).toBe('ready');
    expect(store.kinds.DISCLAIMER.stored?.id).toBe(3);
    expect(store.kinds.SIGNATURE.stored).toBeUndefined();
    expect(store.missingLanguages('DISCLAIMER')).toEqual(['fr', 'de', 'ru', 'pl', 'tr', 'ar']);
    expect(store.isChanged('DISCLAIMER')).toBe(false);
  });

  it('fails a read with a retry that works', async () => {
    const api = new FakeAttestationApi();
    api.failing = true;
    const { store } = await loaded(api);
    expect(store.read).toBe('failed');
    api.failing = false;
    await store.load(BRAND);
    expect(store.read).toBe('ready');
  });

  it('sends nothing while the English text is missing, shows why, and keeps what was typed', async () => {
    const { api, store } = await loaded();
    store.setText('SIGNATURE', 'ar', 'التوقيع');
    expect(store.problems('SIGNATURE')).toEqual([]);
    expect(await store.save('SIGNATURE')).toBe('invalid');
    expect(api.fields).toHaveLength(0);
    expect(store.problemAt('SIGNATURE', 'en')?.code).toBe('ATTESTATION.TEXT_MISSING');
    expect(store.kinds.SIGNATURE.draft.ar).toBe('التوقيع');
  });

  it('creates a kind, then replaces its languages, dropping blank ones', async () => {
    const { api, store } = await loaded();
    store.setText('SIGNATURE', 'en', 'Sign to confirm');
    store.setText('SIGNATURE', 'fr', '   ');
    expect(await store.save('SIGNATURE')).toBe('saved');
    expect(store.savedKind).toBe('SIGNATURE');
    expect(api.fields).toEqual([{ id: 1, kind: 'SIGNATURE', text: { en: 'Sign to confirm' } }]);
    store.setText('SIGNATURE', 'ar', 'وقّع للتأكيد');
    expect(store.savedKind).toBeUndefined();
    expect(store.isChanged('SIGNATURE')).toBe(true);
    expect(await store.save('SIGNATURE')).toBe('saved');
    expect(api.fields[0]!.text).toEqual({ en: 'Sign to confirm', ar: 'وقّع للتأكيد' });
    expect(store.isChanged('SIGNATURE')).toBe(false);
  });

  it('keeps the draft and the server code when a save is refused', async () => {
    const api = new FakeAttestationApi();
    const { store } = await loaded(api);
    // Somebody else added the certification since this screen loaded.
    api.fields.push({ id: 9, kind: 'CERTIFICATION', text: { en: 'Theirs' } });
    store.setText('CERTIFICATION', 'en', 'Mine');
    expect(await store.save('CERTIFICATION')).toBe('failed');
    expect(store.kinds.CERTIFICATION.error).toBe('ATTESTATION.STATIC_FIELD_EXISTS');
    expect(store.kinds.CERTIFICATION.draft.en).toBe('Mine');
    expect(store.busy).toBeUndefined();
  });

  it('removes a stored kind and empties its editor; a refused removal keeps it', async () => {
    const api = new FakeAttestationApi();
    api.fields.push({ id: 4, kind: 'CERTIFICATION', text: { en: 'I certify.' } });
    const { store } = await loaded(api);
    api.failing = true;
    expect(await store.remove('CERTIFICATION')).toBe(false);
    expect(store.kinds.CERTIFICATION.error).toBe('INTERNAL');
    expect(store.kinds.CERTIFICATION.stored?.id).toBe(4);
    api.failing = false;
    expect(await store.remove('CERTIFICATION')).toBe(true);
    expect(api.fields).toHaveLength(0);
    expect(store.kinds.CERTIFICATION).toMatchObject({ stored: undefined, draft: {} });
    expect(await store.remove('CERTIFICATION')).toBe(false);
  });
});
