import { MediaLibraryStore, MEDIA_PAGE_SIZE } from '../../../src-ui/media/media-library.store';
import { FakeMediaApi } from '../../fakes/media-api.fake';

const file = (name: string, size = 100) => ({ name, size, type: '', slice: () => new Uint8Array(size) });

async function openStore(api = new FakeMediaApi()) {
  const store = new MediaLibraryStore(api);
  await store.open(7);
  return { store, api };
}

describe('MediaLibraryStore', () => {
  it('uploads with progress, registers the file under its name and shows it first', async () => {
    const { store, api } = await openStore();
    const fractions: number[] = [];
    const upload = store.uploadFile(file('Patio.png'));
    fractions.push(store.upload.kind === 'uploading' ? store.upload.fraction : -1);
    await upload;
    // The fake reports 50 % then 100 % at once: the store holds the latest while registering.
    expect(fractions).toEqual([1]);
    expect(api.uploads).toEqual([{ brandId: 7, name: 'Patio.png', format: 'IMAGE', extension: 'png' }]);
    expect(store.upload).toEqual({ kind: 'done', fileName: 'Patio.png' });
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: 1, items: [{ title: 'Patio' }] } });
  });

  it('refuses an unlisted or oversized file before asking the server', async () => {
    const { store, api } = await openStore();
    await store.uploadFile(file('notes.pdf'));
    expect(store.upload).toMatchObject({ kind: 'failed', failure: { kind: 'format' } });
    await store.uploadFile(file('huge.jpg', 11 * 1024 * 1024));
    expect(store.upload).toMatchObject({
      kind: 'failed',
      failure: { kind: 'too-large', maxBytes: 10 * 1024 * 1024 },
    });
    expect(api.uploads).toEqual([]);
  });

  it('words the server’s refusal of the bytes, and registers nothing', async () => {
    const api = new FakeMediaApi();
    const { store } = await openStore(api);
    api.failNext.uploadFile = { status: 415, code: 'UPLOAD.NOT_AN_IMAGE' };
    await store.uploadFile(file('fake.png'));
    expect(store.upload).toMatchObject({ kind: 'failed', failure: { kind: 'content' } });
    expect(api.media.get(7)).toBeUndefined();
  });

  it('fails a read to a retry, and pages with the total', async () => {
    const api = new FakeMediaApi();
    for (let index = 0; index < MEDIA_PAGE_SIZE + 2; index++) {
      await api.register(7, {
        title: `m${index}`,
        description: '',
        use: 'GALLERY',
        format: 'IMAGE',
        path: '/x',
        positionIds: [],
      });
    }
    api.failNext.list = { status: 500, code: 'INTERNAL' };
    const { store } = await openStore(api);
    expect(store.page).toEqual({ kind: 'failed' });
    await store.loadPage(0);
    expect(store.hasNext).toBe(true);
    await store.loadPage(MEDIA_PAGE_SIZE);
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: MEDIA_PAGE_SIZE + 2 } });
    expect(store.page.kind === 'ready' && store.page.value.items).toHaveLength(2);
    expect(store.hasNext).toBe(false);
    expect(store.hasPrevious).toBe(true);
  });

  it('deletes after the confirmation, and keeps the question open when it fails', async () => {
    const api = new FakeMediaApi();
    const medium = await api.register(7, {
      title: 'a',
      description: '',
      use: 'GALLERY',
      format: 'IMAGE',
      path: '/x',
      positionIds: [],
    });
    const { store } = await openStore(api);
    store.askDelete(medium);
    api.failNext.remove = { status: 500, code: 'INTERNAL' };
    await store.confirmDelete();
    expect(store.deleteFailed).toBe(true);
    expect(store.pendingDelete).toEqual(medium);
    await store.confirmDelete();
    expect(store.pendingDelete).toBeUndefined();
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: 0 } });
  });
});
