import { RenderStorage } from '../../../src-infrastructure/server-rendering/render-storage.adapter';
import { FlashToastStore } from '../../../src-ui/widgets/toast/flash-toast.store';
import type { KeyValueStoragePort } from '../../../src-domain/storage/key-value-storage.port';

function memoryStorage(): KeyValueStoragePort & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  } as KeyValueStoragePort & { data: Map<string, string> };
}

describe('FlashToastStore', () => {
  it('carries a kept toast to the next page load, once', () => {
    const storage = memoryStorage();
    const thisPage = new FlashToastStore(storage);
    expect(thisPage.take()).toBeUndefined(); // this page looked first: a toast kept now is for the next one
    thisPage.keep({ key: 'session.timedOut', kind: 'error', durationMs: 5000 });
    expect(thisPage.take()).toBeUndefined();

    const nextPage = new FlashToastStore(storage);
    expect(nextPage.take()).toEqual({ key: 'session.timedOut', kind: 'error', durationMs: 5000 });
    expect(storage.data.size).toBe(0);
    expect(new FlashToastStore(storage).take()).toBeUndefined();
  });

  it('ignores unreadable or malformed entries, and works without storage', () => {
    const storage = memoryStorage();
    storage.data.set('h_flash_toast', '{not json');
    expect(new FlashToastStore(storage).take()).toBeUndefined();
    storage.data.set('h_flash_toast', JSON.stringify({ key: 'x', kind: 'loud', durationMs: 5 }));
    expect(new FlashToastStore(storage).take()).toBeUndefined();
    const none = new FlashToastStore(new RenderStorage());
    none.keep({ key: 'x', kind: 'info', durationMs: 1 });
    expect(none.take()).toBeUndefined();
  });
});
