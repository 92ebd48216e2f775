import 'reflect-metadata';
import { screen } from '@testing-library/react';
import type { PositionDraft } from '../../../src-domain/careers/position-draft.rules';
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

/** The editor's line about the position's posting at the job-ad provider (issue #38). */
describe('the provider posting line of the position editor', () => {
  it.each([
    [undefined, undefined],
    [{ status: 'POSTED', failure: undefined }, 'Posted to Indeed'],
    [{ status: 'PENDING', failure: undefined }, 'Posting to Indeed…'],
    [{ status: 'FAILED', failure: 'INDEED.UNAVAILABLE' }, 'Posting failed — retrying'],
    [
      { status: 'FAILED', failure: 'INDEED.REVOKED' },
      'Posting failed — connect Indeed again on the Job ads screen',
    ],
    [{ status: 'CLOSED', failure: undefined }, 'Closed on Indeed'],
  ] as const)('shows %j as %s', async (providerPosting, text) => {
    const api = new FakePositionPostingsApi();
    api.providerPosting = providerPosting;
    const opened = await api.open(3, DRAFT);
    const store = new PositionEditorStore(api);
    await store.openEdit(3, opened.id);
    const { container } = createTestContainer();
    renderWithApp(<PositionChannelsFields store={store} id="editor" />, { container });
    if (text) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(/Indeed/)).toBeNull();
  });
});
