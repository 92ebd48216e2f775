import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { GlobalSearchBox } from '../../../src-ui/search/GlobalSearchBox';
import { SessionStore } from '../../../src-ui/session/session.store';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/layouts/app-layout.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));

function Where() {
  const location = useLocation();
  return <p data-path={location.pathname}>Path: {location.pathname}</p>;
}

const grill = {
  kind: 'LOCATION',
  id: '3',
  user_id: null,
  brand_id: 3,
  brand_name: 'Grill Downtown',
  title: 'Grill Downtown',
  subtitle: '1 Main St',
};
const ana = {
  kind: 'MEMBER',
  id: 'u-1',
  user_id: 'u-1',
  brand_id: 3,
  brand_name: 'Grill Downtown',
  title: 'Ana Grillo',
  subtitle: 'ana@harbor.test',
};
const jose = {
  kind: 'CANDIDATE',
  id: '41',
  user_id: 'u-2',
  brand_id: 3,
  brand_name: 'Grill Downtown',
  title: 'José Grillas',
  subtitle: 'Line cook',
};

/** A /v1/search/suggestions answer with these rows and counts. */
function answer(rows: { kind: string }[], counts = { CANDIDATE: 2, LOCATION: 7, MEMBER: 12 }) {
  return {
    query: 'gri',
    mode: 'SUBSTRING',
    counts,
    capped: { CANDIDATE: false, LOCATION: false, MEMBER: false },
    pages: ['CANDIDATE', 'LOCATION', 'MEMBER'].map((kind) => ({
      kind,
      page: 1,
      per_page: 5,
      total: counts[kind as keyof typeof counts],
      items: rows.filter((row) => row.kind === kind),
    })),
  };
}

/** Suggestion answers held until `release()` lets the oldest one go (`held` searches only). */
function answerGate() {
  const waiting: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: () => waiting.shift()?.(),
  };
}

async function renderSearch(options: { fail?: boolean; rows?: { kind: string }[]; held?: boolean } = {}) {
  const { container, fakes } = createAppTestContainer();
  const gate = answerGate();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
  fakes.gateway.on('GET', '/v1/search/suggestions', async () => {
    if (options.held) await gate.wait();
    if (options.fail) throw FakeHttpGateway.error(500);
    return options.rows && options.rows.length === 0
      ? answer([], { CANDIDATE: 0, LOCATION: 0, MEMBER: 0 })
      : answer(options.rows ?? [jose, grill, ana]);
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
  return { fakes, user, gate };
}

const searchCalls = (fakes: { gateway: FakeHttpGateway }) =>
  fakes.gateway.requests.filter((request) => request.path.startsWith('/v1/search'));

describe('GlobalSearchBox type-ahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks as the term reaches two characters, one call out at a time (keys typed meanwhile go as one call, for the latest term), and groups the answer with its counts', async () => {
    const { fakes, user, gate } = await renderSearch({ held: true });
    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'g');
    expect(searchCalls(fakes)).toHaveLength(0);
    await user.type(field, 'ri');
    expect(searchCalls(fakes).map((request) => request.query)).toEqual([{ q: 'gr' }]);
    await act(async () => gate.release());
    await act(async () => gate.release());
    const list = await screen.findByRole('listbox');
    expect(searchCalls(fakes).map((request) => [request.path, request.query])).toEqual([
      ['/v1/search/suggestions', { q: 'gr' }],
      ['/v1/search/suggestions', { q: 'gri' }],
    ]);
    expect(list).toHaveAttribute('data-suggestions-for', 'gri');
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      expect.stringContaining('Candidates (2)'),
      expect.stringContaining('Locations (7)'),
      expect.stringContaining('Team members (12)'),
    ]);
    expect(within(list).getByRole('option', { name: /José Grillas/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /^Grill Downtown/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Ana Grillo/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'All results for “gri”' })).toBeInTheDocument();
  });

  it('keeps the last answer on screen, marked busy, while the next term’s is on its way', async () => {
    const { user, gate } = await renderSearch({ held: true });
    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'gr');
    await act(async () => gate.release());
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-suggestions-for', 'gr'));
    await user.type(field, 'i');
    expect(list.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(list).not.toHaveAttribute('data-suggestions-for');
    expect(within(list).getByRole('option', { name: /José Grillas/ })).toBeInTheDocument();
    await act(async () => gate.release());
    await waitFor(() => expect(list).toHaveAttribute('data-suggestions-for', 'gri'));
    expect(list.closest('[aria-busy]')).toBeNull();
  });

  it('moves through the options with the arrow keys and opens a person’s results with Enter', async () => {
    const { user } = await renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'gri');
    await screen.findByRole('option', { name: /Ana Grillo/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const field = screen.getByRole('combobox', { name: 'Search' });
    const focused = document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(focused).toHaveTextContent('Ana Grillo');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/global-search-result/ana%40harbor.test');
  });

  it('opens the list on its last option with ↑, closes it with Escape keeping the text, and opens on the first with ↓', async () => {
    const { user } = await renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'gri');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-suggestions-for', 'gri'));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('gri');
    await user.keyboard('{ArrowUp}');
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('All results for “gri”');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Ana Grillo');
    // Closed again, ↓ opens the list on its first option.
    await user.keyboard('{Escape}{ArrowDown}');
    expect(active()).toHaveTextContent('José Grillas');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/hiring/applications/41');
  });

  it('makes the option under the pointer the active one', async () => {
    const { user } = await renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'gri');
    await user.hover(await screen.findByRole('option', { name: /^Grill Downtown/ }));
    expect(document.getElementById(field.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Grill Downtown',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/brands/3');
  });

  it('opens a candidate’s application and a location’s page', async () => {
    const { user } = await renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'gri');
    await user.click(await screen.findByRole('option', { name: /José Grillas/ }));
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/hiring/applications/41');
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'gri');
    await user.click(await screen.findByRole('option', { name: /^Grill Downtown/ }));
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/brands/3');
  });

  it('opens the results page of the typed term with Enter when no option is focused', async () => {
    const { user } = await renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'grill house');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Path:/)).toHaveTextContent('/global-search-result/grill%20house');
  });

  it('says when nothing matches', async () => {
    const empty = await renderSearch({ rows: [] });
    await empty.user.type(screen.getByRole('combobox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No candidates, locations or people match “zz”')).toBeInTheDocument();
  });

  it('says the suggestions failed (Enter still opens the results) when a search call fails', async () => {
    const { user } = await renderSearch({ fail: true });
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'gri');
    expect(
      await screen.findByText('Suggestions could not be loaded. Press Enter to see all results.'),
    ).toBeInTheDocument();
  });
});
