import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkTagBar } from '../../../../src-ui/hiring/tags/BulkTagBar';
import { TalentPoolStore } from '../../../../src-ui/hiring/tags/talent-pool.store';
import { FakeTagsApi } from '../../../fakes/tags-api.fake';
import { fakeCandidate as candidate, fakeTag as tag } from '../../../fakes/tag-fixtures';
import { renderWithApp } from '../../../support/render-with-app';
import { createTestContainer } from '../../../support/test-container';

const bilingual = tag(2, 'Bilingual', 'GLOBAL');

describe('BulkTagBar on the talent pool', () => {
  it('lists every refused candidate with the reason and unselects them on request', async () => {
    const api = new FakeTagsApi();
    api.tagList = [bilingual];
    api.candidates = [candidate('a', 'Ann'), candidate('b', 'Ben'), candidate('c', 'Cleo')];
    api.optedOut.add('b');
    const store = new TalentPoolStore(api);
    await store.open(1);
    for (const entry of [candidate('a', 'Ann'), candidate('b', 'Ben'), candidate('z', 'Zed')]) {
      store.toggle(entry, true);
    }
    const { container } = createTestContainer();
    renderWithApp(
      <BulkTagBar
        bulk={store.bulk}
        tags={{ kind: 'ready', value: [bilingual] }}
        onApply={(tagId, assign) => void store.apply(tagId, assign)}
        onRetryTags={() => void store.open(1)}
      />,
      { container },
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Bilingual');
    await userEvent.click(screen.getByRole('button', { name: 'Give tag to selected' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed: 2 candidates were refused.');
    const refused = within(alert).getAllByRole('listitem');
    expect(refused.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ben Doe: /),
      expect.stringMatching(/^Zed Doe: /),
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Unselect them and keep the others' }));
    expect(screen.getByText('Candidates selected: 1 (rows: 1)')).toBeInTheDocument();
  });
});
