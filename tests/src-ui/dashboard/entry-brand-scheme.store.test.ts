import 'reflect-metadata';
import { EntryBrandSchemeStore } from '../../../src-ui/dashboard/entry-brand-scheme.store';
import { FakeBrandsApi } from '../../fakes/brands-api.fake';

describe('EntryBrandSchemeStore (GET /v1/js_dashboard/profile_scheme)', () => {
  it('is branded with the entry brand’s colours', async () => {
    const api = new FakeBrandsApi();
    api.entry = { brandId: 7, headerColor: '18,52,86', accentColor: '255,153,0' };
    const store = new EntryBrandSchemeStore(api);
    expect(store.branded).toBeUndefined();
    await store.load();
    expect(store.branded).toEqual({ brandId: 7, headerColor: '18,52,86', accentColor: '255,153,0' });
  });

  it('is not branded without an entry brand', async () => {
    const store = new EntryBrandSchemeStore(new FakeBrandsApi());
    await store.load();
    expect(store.scheme?.accentColor).toBe('0,136,221');
    expect(store.branded).toBeUndefined();
  });

  it('drops the colours when a later read fails, and never rejects', async () => {
    const api = new FakeBrandsApi();
    api.entry = { brandId: 7, headerColor: '18,52,86', accentColor: '255,153,0' };
    const store = new EntryBrandSchemeStore(api);
    await store.load();
    api.failEntryScheme = true;
    await expect(store.load()).resolves.toBeUndefined();
    expect(store.branded).toBeUndefined();
  });

  it("shares a read under way (the screen's prepare, then its effect; issue #20), then reads afresh", async () => {
    const api = new FakeBrandsApi();
    const store = new EntryBrandSchemeStore(api);
    const reads = () => api.calls.filter((call) => call === 'entryScheme').length;
    await Promise.all([store.load(), store.load()]);
    expect(reads()).toBe(1);
    await store.load();
    expect(reads()).toBe(2);
  });
});
