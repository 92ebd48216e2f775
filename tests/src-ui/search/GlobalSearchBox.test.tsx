import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { GlobalSearchBox } from '../../../src-ui/search/GlobalSearchBox';
import { TYPE_AHEAD_DELAY_MS } from '../../../src-ui/search/search.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/layouts/app-layout.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));

function Where() {
  const location = useLocation();
  return <p data-path={location.pathname}>Path: {location.pathname}</p>;
}

const grill = { id: 2, type: 'GP-4', name: 'Harbor Grill', services: [] };
const ana = {
  id: 'u-1',
  first_name: 'Ana',
  last_name: 'Grillo',
  email: 'ana@harbor.test',
  role: 'MANAGER',
  brand_id: 3,
  brand_name: 'Grill Downtown',
};

async function renderSearch(options: { failPeople?: boolean; brands?: unknown[] } = {}) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
  fakes.gateway
    .on('POST', '/v1/brands/1/brands/search', () => ({ total: 7, brands: options.brands ?? [grill] }))
    .on('POST', '/v1/brands/1/employers/search', () => {
      if (options.failPeople) throw FakeHttpGateway.error(500);
      return { total: 12, employers: [ana] };
    });
  await container.get(SessionStore).restore();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithApp(
    <>
      <GlobalSearchBox />
      <Where />
    </>,
    { container, path: '/dashboard' },
  );
  return { fakes, user };
}

const searchCalls = (fakes: { gateway: FakeHttpGateway }) =>
  fakes.gateway.requests.filter((request) => request.path.endsWith('/search'));

describe('GlobalSearchBox type-ahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once, TYPE_AHEAD_DELAY_MS after the last key, and groups brands and people with their counts', async () => {
    const { fakes, user } = await renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'gri');
    await act(async () => jest.advanceTimersByTime(TYPE_AHEAD_DELAY_MS - 50));
    expect(searchCalls(fakes)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(60));
    const list = await screen.findByRole('listbox');
    expect(searchCalls(fakes).map((request) => request.body)).toEqual([
      { search_term: 'gri', limit: 5, offset: 0 },
      { search_term: 'gri', limit: 5, offset: 0 },
    ]);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      expect.stringContaining('Brands (7)'),
      expect.stringContaining('People (12)'),
    ]);
    expect(within(list).getByRole('option', { name: /Harbor Grill/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Ana Grillo/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'All results for “gri”' })).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys and opens a person’s results with Enter', async () => {
    const { user } = await renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'gri');
    await act(async () => jest.advanceTimersByTime(TYPE_AHEAD_DELAY_MS));
    await screen.findByRole('option', { name: /Ana Grillo/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const field = screen.getByRole('combobox', { name: 'Search' });
    const focused = document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(focused).toHaveTextContent('Ana Grillo');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/global-search-result/ana%40harbor.test');
  });

  it('opens the results page of the typed term with Enter when no option is focused', async () => {
    const { user } = await renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'grill house');
    await act(async () => jest.advanceTimersByTime(TYPE_AHEAD_DELAY_MS));
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/global-search-result/grill%20house');
  });

  it('says when nothing matches', async () => {
    const empty = await renderSearch({ brands: [] });
    empty.fakes.gateway.on('POST', '/v1/brands/1/employers/search', () => ({ total: 0, employers: [] }));
    await empty.user.type(screen.getByRole('combobox', { name: 'Search' }), 'zz');
    await act(async () => jest.advanceTimersByTime(TYPE_AHEAD_DELAY_MS));
    expect(await screen.findByText('No brands or people match “zz”')).toBeInTheDocument();
  });

  it('says the suggestions failed (Enter still opens the results) when a search call fails', async () => {
    const { user } = await renderSearch({ failPeople: true });
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'gri');
    await act(async () => jest.advanceTimersByTime(TYPE_AHEAD_DELAY_MS));
    expect(
      await screen.findByText('Suggestions could not be loaded. Press Enter to see all results.'),
    ).toBeInTheDocument();
  });
});
