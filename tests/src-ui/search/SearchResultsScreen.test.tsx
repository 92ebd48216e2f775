import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import SearchResultsScreen from '../../../src-ui/search/SearchResultsScreen';
import { SessionStore } from '../../../src-ui/session/session.store';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/search/search-results.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));
jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));

const KINDS = ['CANDIDATE', 'LOCATION', 'MEMBER'] as const;

/** A /v1/search answer with no hits of any kind. */
const NOTHING = {
  query: 'zzz',
  mode: 'SUBSTRING',
  counts: { CANDIDATE: 0, LOCATION: 0, MEMBER: 0 },
  capped: { CANDIDATE: false, LOCATION: false, MEMBER: false },
  pages: KINDS.map((kind) => ({ kind, page: 1, per_page: 10, total: 0, items: [] })),
};

/** Renders /global-search-result/zzz for an employer; the search read answers `answer()`. */
async function renderResults(answer: () => unknown) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
  fakes.gateway.on('GET', '/v1/search', answer);
  await container.get(SessionStore).restore();
  renderWithApp(
    <Routes>
      <Route path="/global-search-result/:searchTerm" element={<SearchResultsScreen />} />
    </Routes>,
    { container, path: '/global-search-result/zzz' },
  );
}

/** Each kind's table body rows (skeleton or not) and whether its panel keeps its count line. */
function panels() {
  return screen.getAllByRole('table').map((table) => ({
    rows: within(table).getAllByRole('row', { hidden: true }).length - 1,
    countLine: table.closest('section')?.querySelector('.dashboard__table-count') !== null,
  }));
}

describe('SearchResultsScreen', () => {
  it('while the search reads, holds per kind the one row every answer shows and the count line', async () => {
    await renderResults(() => new Promise(() => undefined));
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(panels()).toEqual(KINDS.map(() => ({ rows: 1, countLine: true })));
  });

  it('shows that one row (nothing found) and the count line per kind when nothing matches', async () => {
    await renderResults(() => NOTHING);
    expect(await screen.findByText('No candidates found')).toBeInTheDocument();
    expect(panels()).toEqual(KINDS.map(() => ({ rows: 1, countLine: true })));
  });
});
