import 'reflect-metadata';
import { act, screen } from '@testing-library/react';
import type { PositionDraft } from '../../../src-domain/careers/position-draft.rules';
import { POSTING_FOLLOW_POLL_MS } from '../../../src-domain/job-ads/job-ad-posting.rules';
import { PositionChannelsFields } from '../../../src-ui/hiring/PositionChannelsFields';
import { PositionEditorStore } from '../../../src-ui/hiring/position-editor.store';
import { FakePositionPostingsApi } from '../../fakes/position-postings-api.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const DRAFT: PositionDraft = {
  title: 'Patio Server',
  category: 'FOH',
  employmentType: 'FULL_TIME',
  payMin: undefined,
  payMax: undefined,
  payPeriod: undefined,
  description: 'Summer patio.',
  questions: [],
};

/** The posting job answers: the server's copy of the position now reads POSTED. */
function jobPosted(api: FakePositionPostingsApi, id: number): void {
  const posting = api.postings.get(id)!;
  api.postings.set(id, { ...posting, providerPosting: { status: 'POSTED', failure: undefined } });
}

const reads = (api: FakePositionPostingsApi) =>
  api.calls.filter((call) => call.startsWith('posting:')).length;

/** Lets the poll's timer run and its read settle. */
async function elapse(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

/** Issue #38: the editor follows a pending provider posting until the job's result is in. */
describe('the position editor follows a pending provider posting', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function openPending() {
    const api = new FakePositionPostingsApi();
    api.providerPosting = { status: 'PENDING', failure: undefined };
    const opened = await api.open(3, DRAFT);
    const store = new PositionEditorStore(api);
    await store.openEdit(3, opened.id);
    store.change('title', 'Patio Server, typed');
    const { container, fakes } = createTestContainer();
    renderWithApp(<PositionChannelsFields store={store} id="editor" />, { container });
    return { api, store, id: opened.id, visibility: fakes.visibility };
  }

  it('reads again while pending, shows the job’s result, keeps what was typed, then stops', async () => {
    const { api, store, id } = await openPending();
    expect(screen.getByText('Posting to Indeed…')).toBeInTheDocument();
    const before = reads(api);
    await elapse(POSTING_FOLLOW_POLL_MS);
    expect(reads(api)).toBe(before + 1);
    expect(screen.getByText('Posting to Indeed…')).toBeInTheDocument();

    jobPosted(api, id);
    await elapse(POSTING_FOLLOW_POLL_MS);
    expect(screen.getByText('Posted to Indeed')).toBeInTheDocument();
    expect(store.form.title).toBe('Patio Server, typed');

    const settled = reads(api);
    await elapse(POSTING_FOLLOW_POLL_MS * 5);
    expect(reads(api)).toBe(settled);
  });

  it('does not poll in a hidden tab, and reads at once when it is shown again', async () => {
    const { api, id, visibility } = await openPending();
    act(() => visibility.hide());
    const before = reads(api);
    jobPosted(api, id);
    await elapse(POSTING_FOLLOW_POLL_MS * 5);
    expect(reads(api)).toBe(before);
    expect(screen.getByText('Posting to Indeed…')).toBeInTheDocument();

    await act(async () => {
      visibility.show();
      await Promise.resolve();
    });
    expect(reads(api)).toBe(before + 1);
    expect(screen.getByText('Posted to Indeed')).toBeInTheDocument();
  });
});
