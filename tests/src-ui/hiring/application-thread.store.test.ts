import 'reflect-metadata';
import { ApplicationThreadStore } from '../../../src-ui/hiring/application-thread.store';
import { MessagingCountsStore } from '../../../src-ui/hiring/messaging-counts.store';
import { FakeMessagingApi, fakeApplication } from '../../fakes/messaging-api.fake';
import { FakeRandomToken } from '../../fakes/random-token.fake';

function setUp() {
  const api = new FakeMessagingApi();
  api.applications.set(
    7,
    fakeApplication(7, { mine: true, messages: [{ isRead: true }, { isRead: false }, { isRead: false }] }),
  );
  api.applications.set(8, fakeApplication(8, { mine: true, archived: true }));
  const counts = new MessagingCountsStore(api);
  const random = new FakeRandomToken();
  const store = new ApplicationThreadStore(api, counts, random);
  return { api, counts, store, random };
}

/** What the store's view shows; fails the test (with the kind it has) unless the view is ready. */
function readyView(store: ApplicationThreadStore) {
  const view = store.view;
  expect(view.kind).toBe('ready');
  if (view.kind !== 'ready') throw new Error(`the view is ${view.kind}, not ready`);
  return view.value;
}

const file = (name: string, sizeBytes: number, type: string) => ({ name, sizeBytes, type, content: {} });

describe('ApplicationThreadStore', () => {
  it('opens a thread, marks its unread messages read for the user and lowers the shared count', async () => {
    const { api, counts, store } = setUp();
    await counts.refreshCandidate();
    expect(counts.candidateUnread).toBe(2);
    await store.open(7);
    const thread = readyView(store);
    expect(api.calls).toContain('markRead:702,703');
    expect(store.newMessageIds).toEqual([702, 703]);
    expect(counts.candidateUnread).toBe(0);
    expect(thread.messages.every((message) => message.isRead)).toBe(true);
  });

  it('reads the thread once more, not once per ask, when live events ask while a read runs', async () => {
    const { api, store } = setUp();
    await store.open(7);
    const reads = jest.spyOn(api, 'thread');
    // A message and its read marks arrive together: three asks while the first read runs.
    await Promise.all([store.refreshThread(), store.refreshThread(), store.refreshThread()]);
    expect(reads).toHaveBeenCalledTimes(2);
    await store.refreshThread();
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('shows an error panel state with the server code when the application is not the user’s', async () => {
    const { store } = setUp();
    await store.open(999);
    expect(store.view).toEqual({ kind: 'failed', code: 'MESSAGING.APPLICATION_NOT_FOUND' });
  });

  it('refuses files past the limits before sending, naming each and why, and keeps the text', async () => {
    const { store, api } = setUp();
    api.limitsValue = { ...api.limitsValue, maxFiles: 1, maxFileBytes: 100 };
    await store.open(7);
    store.setDraft('Here is my certificate');
    store.addFiles([
      file('cert.pdf', 50, 'application/pdf'),
      file('notes.txt', 10, 'text/plain'),
      file('photo.png', 500, 'image/png'),
      file('second.pdf', 10, 'application/pdf'),
    ]);
    expect(store.files.map((entry) => entry.name)).toEqual(['cert.pdf']);
    expect(store.refusedFiles).toEqual([
      { name: 'notes.txt', reason: 'TYPE' },
      { name: 'photo.png', reason: 'TOO_LARGE' },
      { name: 'second.pdf', reason: 'TOO_MANY' },
    ]);
    expect(store.draft).toBe('Here is my certificate');
  });

  it('keeps the typed text and files when the server refuses the message, and reuses the key on retry', async () => {
    const { store, api } = setUp();
    await store.open(7);
    store.setDraft('Please see attached');
    // The browser reported a PDF, but the server reads the bytes and refuses them.
    api.limitsValue = { ...api.limitsValue };
    store.addFiles([file('fake.pdf', 10, 'application/pdf')]);
    api.limitsValue = { ...api.limitsValue, allowedTypes: ['image/png'] };
    await store.send();
    expect(store.sendProblem).toEqual({ kind: 'server', code: 'MESSAGING.FILE_TYPE' });
    expect(store.draft).toBe('Please see attached');
    expect(store.files).toHaveLength(1);
    api.failNext.add('sendMessage');
    await store.send();
    const keys = api.calls.filter((call) => call.startsWith('sendMessage')).map((call) => call.split(':')[2]);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends: the message joins the thread, the composer empties, the counts refresh', async () => {
    const { store, api } = setUp();
    await store.open(7);
    store.setDraft('  Thursday works  ');
    await store.send();
    expect(store.sendProblem).toBeUndefined();
    expect(store.draft).toBe('');
    expect(readyView(store).messages.at(-1)?.body).toBe('Thursday works');
    expect(api.applications.get(7)!.messages).toHaveLength(4);
  });

  it('shows a sent message once when a live refresh brought it in before the send answered', async () => {
    const { store, api } = setUp();
    await store.open(7);
    const send = api.sendMessage.bind(api);
    // The message's own live event reads the thread again before the POST's answer is in.
    jest.spyOn(api, 'sendMessage').mockImplementation(async (...args) => {
      const sent = await send(...args);
      await store.refreshThread();
      return sent;
    });
    store.setDraft('Thursday works');
    await store.send();
    const ids = readyView(store).messages.map((message) => message.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('does not send an empty message, and says why', async () => {
    const { store, api } = setUp();
    await store.open(7);
    store.setDraft('   ');
    await store.send();
    expect(store.sendProblem).toEqual({ kind: 'message', reason: 'EMPTY' });
    expect(api.calls.some((call) => call.startsWith('sendMessage'))).toBe(false);
  });

  it('refuses status changes from the candidate with the server code', async () => {
    const { store } = setUp();
    await store.open(7);
    await store.update({ status: 'HIRED' });
    expect(store.updateFailed).toBe('MESSAGING.EMPLOYER_ONLY');
  });

  it('lets an employer move and archive an application', async () => {
    const { store, api } = setUp();
    api.applications.set(9, fakeApplication(9));
    await store.open(9);
    await store.update({ status: 'INTERVIEW' });
    await store.update({ archived: true });
    expect(readyView(store).application).toMatchObject({
      status: 'INTERVIEW',
      archived: true,
    });
  });
});
