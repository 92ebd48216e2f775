import { MediaLibraryStore, MEDIA_PAGE_SIZE } from '../../../src-ui/media/media-library.store';
import { FakeMediaApi } from '../../fakes/media-api.fake';
import { FakePositionsApi } from '../../fakes/positions-api.fake';

const file = (name: string, size = 100) => ({ name, size, type: '', slice: () => new Uint8Array(size) });

const KITCHEN = { category: 'BOH', positions: [{ id: 31, title: 'Line cook', locationName: 'Pier' }] };

async function openStore(api = new FakeMediaApi()) {
  const positions = new FakePositionsApi();
  positions.byBrand.set(7, [KITCHEN]);
  const store = new MediaLibraryStore(api, positions);
  await store.open(7);
  return { store, api };
}

describe('MediaLibraryStore', () => {
  it('uploads with progress, opens the register form for the file, and lists it once saved', async () => {
    const { store, api } = await openStore();
    const fractions: number[] = [];
    const upload = store.uploadFile(file('Patio.png'));
    fractions.push(store.upload.kind === 'uploading' ? store.upload.fraction : -1);
    await upload;
    // The fake reports 50 % then 100 % at once: the store holds the latest.
    expect(fractions).toEqual([1]);
    expect(api.uploads).toEqual([{ brandId: 7, name: 'Patio.png', format: 'IMAGE', extension: 'png' }]);
    expect(store.registering).toMatchObject({ source: 'upload', format: 'IMAGE', title: 'Patio' });
    // Nothing is registered before the form is saved.
    expect(api.registered).toEqual([]);
    await store.loadFormChoices();
    expect(store.positions).toEqual({ kind: 'ready', value: [KITCHEN] });
    const path = store.registering?.path ?? '';
    const saved = await store.register({
      title: ' Patio ',
      description: 'At noon',
      use: 'COVER',
      format: 'VIDEO',
      source: 'external',
      path: 'https://elsewhere.example/x',
      positionIds: [31],
      secondaryPath: '',
    });
    expect(saved).toBe(true);
    // The form's subject decides the kind and the path, not the draft.
    expect(api.registered).toEqual([
      {
        brandId: 7,
        medium: {
          title: 'Patio',
          description: 'At noon',
          use: 'COVER',
          format: 'IMAGE',
          path,
          positionIds: [31],
        },
      },
    ]);
    expect(store.registering).toBeUndefined();
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: 1, items: [{ title: 'Patio' }] } });
  });

  it('sends an external video with is_hosted false, and keeps the form on a refusal', async () => {
    const { store, api } = await openStore();
    store.startExternalVideo();
    const draft = {
      title: 'Tour',
      description: '',
      use: 'GALLERY' as const,
      format: 'VIDEO' as const,
      source: 'external' as const,
      path: 'http://videos.example/tour',
      positionIds: [],
      secondaryPath: '/media/library/poster.jpg',
    };
    expect(await store.register(draft)).toBe(false);
    expect(store.fieldErrors).toEqual({ path: 'MEDIA.EXTERNAL_URL_INVALID' });
    expect(api.registered).toEqual([]);
    api.failNext.register = { status: 400, code: 'MEDIA.SECONDARY_INVALID' };
    expect(await store.register({ ...draft, path: 'https://videos.example/tour' })).toBe(false);
    expect(store.registerFailure).toBe('secondary');
    expect(store.registering).toMatchObject({ source: 'external' });
    expect(await store.register({ ...draft, path: 'https://videos.example/tour' })).toBe(true);
    expect(api.registered.at(-1)?.medium).toMatchObject({
      format: 'VIDEO',
      isHosted: false,
      path: 'https://videos.example/tour',
      secondaryPath: '/media/library/poster.jpg',
    });
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
