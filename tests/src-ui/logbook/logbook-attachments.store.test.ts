import { apiFailure } from '../../fakes/api-failure';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeLogbookApi, logbookEntry } from '../../fakes/logbook-api.fake';
import { LogbookDayStore } from '../../../src-ui/logbook/logbook-day.store';

const file = (name: string, type = 'image/jpeg', size = 10) => ({ name, type, size, slice: () => undefined });

function setUp() {
  const api = new FakeLogbookApi();
  const store = new LogbookDayStore(api, new FakeClock(Date.UTC(2025, 0, 15, 12, 0, 0)));
  return { api, store };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LogbookDayStore attachments', () => {
  it('uploads chosen files at once and creates the entry with them', async () => {
    const { api, store } = setUp();
    await store.open(7, '2025-01-15');
    store.startNew();
    store.change({ type: 'INCIDENT', title: 'Broken glass' });
    api.holdUploads = true;
    store.addFiles([file('glass.jpg'), file('report.pdf', 'application/pdf')]);
    expect(store.form?.files.map((f) => f.state)).toEqual(['uploading', 'uploading']);
    // Saving while a file is on its way is refused, and keeps the form.
    expect(await store.save()).toBe(false);
    expect(store.form?.error).toBe('LOGBOOK.UPLOADS_PENDING');
    api.releaseUploads();
    await settle();
    expect(store.form?.files.map((f) => f.state)).toEqual(['ready', 'ready']);
    expect(await store.save()).toBe(true);
    expect(api.calls).toContain('create INCIDENT Broken glass +up-1 +up-2');
    const saved = store.shownEntries.find((entry) => entry.title === 'Broken glass');
    expect(saved?.attachments.map((a) => a.name)).toEqual(['glass.jpg', 'report.pdf']);
  });

  it('refuses other types and a seventh file before uploading, and lists the server’s refusal', async () => {
    const { api, store } = setUp();
    await store.open(7, '2025-01-15');
    store.startNew();
    api.uploadFails.set('huge.jpg', apiFailure(413, 'UPLOAD.TOO_LARGE'));
    store.addFiles([file('page.html', 'text/html'), file('huge.jpg')]);
    await settle();
    expect(store.form?.files.map((f) => [f.name, f.state, f.error])).toEqual([
      ['page.html', 'failed', 'LOGBOOK.FILE_TYPE'],
      ['huge.jpg', 'failed', 'UPLOAD.TOO_LARGE'],
    ]);
    expect(api.calls.filter((call) => call.startsWith('upload'))).toEqual(['upload huge.jpg']);
    store.addFiles(Array.from({ length: 7 }, (_, index) => file(`p${index}.jpg`)));
    await settle();
    expect(store.form?.files.at(-1)).toMatchObject({
      state: 'failed',
      error: 'LOGBOOK.TOO_MANY_ATTACHMENTS',
    });
    // A removed file is not attached; failed ones never are.
    const first = store.form!.files.find((f) => f.name === 'p0.jpg')!;
    store.removeFile(first.key);
    store.change({ title: 'Six photos' });
    expect(await store.save()).toBe(true);
    expect(api.calls.at(-2)).toBe('create GENERAL Six photos +up-2 +up-3 +up-4 +up-5 +up-6');
  });

  it('adds files to an edited entry after the edit', async () => {
    const { api, store } = setUp();
    api.entries = [logbookEntry({ id: 3, date: '2025-01-15' })];
    await store.open(7, '2025-01-15');
    store.startEdit(store.shownEntries[0]!);
    store.addFiles([file('invoice.pdf', 'application/pdf')]);
    await settle();
    expect(await store.save()).toBe(true);
    expect(api.calls.filter((call) => /^(edit|attach)/.test(call))).toEqual(['edit 3 v1', 'attach 3 up-1']);
    expect(store.shownEntries[0]?.attachments.map((a) => a.name)).toEqual(['invoice.pdf']);
  });
});
