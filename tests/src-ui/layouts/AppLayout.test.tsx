import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from '../../../src-domain/brands/brand.model';
import type { AppConfig } from '../../../src-domain/configuration/app-config.model';
import { AppLayout } from '../../../src-ui/layouts/AppLayout';
import { requirementOf } from '../../../src-ui/routing/app.routes';
import { SessionStore } from '../../../src-ui/session/session.store';
import { renderWithApp } from '../../support/render-with-app';
import { testAppConfig } from '../../support/test-config';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAppTestContainer, serveBrands, TREE, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/layouts/app-layout.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));

/** A group with `count` locations, like the large seed. */
function largeTree(count: number): Brand[] {
  return [
    {
      id: 1,
      type: 'GP-5',
      name: 'Harbor Group',
      services: [],
      brands: Array.from({ length: count }, (_unused, index) => ({
        id: index + 10,
        type: 'LOCATION',
        name: `Location ${String(index).padStart(5, '0')}`,
        services: [],
      })),
    },
  ];
}

async function renderLayout(
  user = userInfo(),
  tree?: Brand[],
  path = '/dashboard/hiring',
  config: AppConfig = testAppConfig,
  accesses: string[] = ['SOURCE_HIRE'],
) {
  const { container, fakes } = createAppTestContainer(config);
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => user);
  serveBrands(fakes, { permissions: [], user_accesses: accesses }, tree);
  await container.get(SessionStore).restore();
  renderWithApp(
    <AppLayout route={path.split('?')[0] ?? path} requires="SIGNED_IN" needOf={requirementOf}>
      <p>Screen content</p>
    </AppLayout>,
    { container, path },
  );
  return fakes;
}

describe('AppLayout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives an employer the menu toggle, brand switcher, side navigation and search', async () => {
    await renderLayout();
    expect(await screen.findByRole('button', { name: /Brand\s*Harbor Group/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('offers in the side navigation only the pages whose declared need the context brand meets', async () => {
    // Brand 2 (Harbor Grill) has TEAM_SCHEDULING; TEAM_LIVE without SOURCE_HIRE is scheduling only.
    const grill = userInfo({ entry_mode: { brand_id: 2, brand_type: 'GP-4', top_level: false } });
    await renderLayout(grill, undefined, '/schedule', testAppConfig, ['TEAM_LIVE']);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Schedule' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Hiring' })).not.toBeInTheDocument();
  });

  it('links a module the brand has to its page when the reader may open it, else leaves it out', async () => {
    const grill = userInfo({ entry_mode: { brand_id: 2, brand_type: 'GP-4', top_level: false } });
    await renderLayout(grill, undefined, '/schedule', testAppConfig, ['TEAM_LIVE']);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const modules = within(navigation).getByRole('heading', { name: 'Modules' })
      .nextElementSibling as HTMLElement;
    expect(await within(modules).findByRole('link', { name: 'Team Scheduling' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    cleanup();
    await renderLayout(grill, undefined, '/dashboard/hiring', testAppConfig, ['SOURCE_HIRE']);
    const without = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(without).findByRole('link', { name: 'Hiring' });
    expect(within(without).queryByRole('link', { name: 'Team Scheduling' })).not.toBeInTheDocument();
    expect(within(without).queryByRole('button', { name: /Team Scheduling/ })).not.toBeInTheDocument();
  });

  it('hides Schedule where scheduling is only a demo (no TEAM_SCHEDULING on the brand)', async () => {
    await renderLayout(userInfo(), undefined, '/dashboard/hiring', testAppConfig, [
      'SOURCE_HIRE',
      'TEAM_LIVE',
    ]);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Hiring' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('gives a candidate none of the employer chrome', async () => {
    await renderLayout(userInfo({ user_employer: false, entry_mode: null }));
    expect(await screen.findByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu of Olivia Owner' })).toBeInTheDocument();
  });

  it('collapses the side navigation with the menu toggle', async () => {
    const fakes = await renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(fakes.storage.get('h_sidebar_state')).toBe('collapsed');
  });

  it('on a narrow screen opens the navigation as a drawer that Escape closes, focus back on the menu button', async () => {
    // jsdom has no matchMedia: this one answers as a 390 px wide screen would.
    window.matchMedia = jest.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      const fakes = await renderLayout();
      const menu = await screen.findByRole('button', { name: 'Menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      await userEvent.click(menu);
      const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(navigation).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(menu).toHaveFocus());
      // The drawer is not the wide layout's collapse: nothing is stored.
      expect(fakes.storage.get('h_sidebar_state')).toBeUndefined();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('records the route, path and entry brand as the page map, and enters a named brand', async () => {
    const fakes = await renderLayout(userInfo(), undefined, '/dashboard/hiring?brand=3');
    await waitFor(() =>
      expect(JSON.parse(fakes.storage.get('h_shared_state') ?? '{}')).toMatchObject({
        page_map: {
          route: '/dashboard/hiring',
          path: '/dashboard/hiring',
          entry: { brand_id: 3, brand_type: 'LOCATION', top_level: false },
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Brand\s*Grill Downtown/ })).toBeInTheDocument(),
    );
  });

  it('records the brand in context when the route names none', async () => {
    const fakes = await renderLayout();
    await waitFor(() =>
      expect(JSON.parse(fakes.storage.get('h_shared_state') ?? '{}')).toMatchObject({
        page_map: { route: '/dashboard/hiring', entry: { brand_id: 1, top_level: true } },
      }),
    );
  });

  it('names a test stage in the header, and shows no badge elsewhere', async () => {
    await renderLayout(userInfo(), undefined, '/dashboard/hiring', {
      ...testAppConfig,
      origins: { ...testAppConfig.origins, public: 'https://es.brigade-uat.com' },
    });
    expect(await screen.findByText('UAT environment')).toBeInTheDocument();
  });

  it('shows no environment badge on a local or production host', async () => {
    await renderLayout();
    expect(await screen.findByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByText(/environment$/)).not.toBeInTheDocument();
  });

  it('shows the offline banner while offline', async () => {
    const fakes = await renderLayout();
    act(() => fakes.connectivity.goOffline());
    expect(await screen.findByText('No internet connection, connecting...')).toBeInTheDocument();
    act(() => fakes.connectivity.goOnline());
    expect(screen.queryByText('No internet connection, connecting...')).not.toBeInTheDocument();
  });

  it('offers every one of 20 000 locations in a virtual list, says how many, and filters them as the user types', async () => {
    // jsdom lays nothing out: the list gets the height a browser would give it (9 rows of 40 px).
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    await renderLayout(userInfo(), largeTree(20_000));
    await userEvent.click(await screen.findByRole('button', { name: /Brand\s*Harbor Group/ }));
    const listbox = await screen.findByRole('listbox', { name: 'Brands' });
    const options = within(listbox).getAllByRole('option');
    // Only the visible rows exist; each says where it stands among all the matches.
    expect(options.length).toBeLessThan(60);
    expect(options[0]).toHaveAccessibleName(/^Harbor Group/);
    expect(options[0]).toHaveAttribute('aria-posinset', '1');
    expect(options[0]).toHaveAttribute('aria-setsize', '20001');
    expect(screen.getByText('Brands shown: 20001')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search brands and locations' }), '19999');
    await waitFor(() => expect(screen.getByText('Brands shown: 1')).toBeInTheDocument());
    expect(within(listbox).getByRole('option', { name: /Location 19999/ })).toHaveAttribute(
      'aria-setsize',
      '1',
    );
  });

  it('moves the option in focus with ↓ ↑ Home End PageDown while the search field keeps the focus', async () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    await renderLayout(userInfo(), largeTree(20_000));
    await userEvent.click(await screen.findByRole('button', { name: /Brand\s*Harbor Group/ }));
    const field = screen.getByRole('combobox', { name: 'Search brands and locations' });
    const listbox = screen.getByRole('listbox', { name: 'Brands' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    // "Location 01999", "Location 11999", "Location 19990" … "Location 19999".
    await userEvent.type(field, '1999');
    await waitFor(() => expect(screen.getByText('Brands shown: 12')).toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-activedescendant');
    const inFocus = () => {
      const id = field.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option).toHaveAttribute('aria-selected', 'true');
      expect(within(listbox).getAllByRole('option', { selected: true })).toEqual([option]);
      return option?.textContent;
    };
    await userEvent.keyboard('{ArrowDown}');
    expect(inFocus()).toMatch(/^Location 01999/);
    // The favourite star of the option in focus sits below the list.
    expect(screen.getByRole('button', { name: /Location 01999/ })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(inFocus()).toMatch(/^Location 19999/);
    await userEvent.keyboard('{ArrowUp}');
    expect(inFocus()).toMatch(/^Location 19998/);
    await userEvent.keyboard('{Home}');
    expect(inFocus()).toMatch(/^Location 01999/);
    await userEvent.keyboard('{PageDown}');
    expect(inFocus()).toMatch(/^Location 19997/);
    expect(field).toHaveFocus();
    // Typing leaves no option in focus: the next ↓ is the first match again.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(screen.getByText('Brands shown: 140')).toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(inFocus()).toMatch(/^Location 00199/);
  });

  it('opens the demo modal of a module the brand lacks and requests it', async () => {
    const fakes = await renderLayout();
    let requested = false;
    fakes.gateway
      .on('GET', '/v1/demo_request', () => ({ demo_requested: requested }))
      .on('POST', '/v1/demo_request', () => {
        requested = true;
        return { demo_requested: true, message: 'Demo requested' };
      });
    await userEvent.click(await screen.findByRole('button', { name: /Team Scheduling/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Team Scheduling' });
    expect(within(dialog).getByText('Manage labor costs proactively')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule a demo today!' }));
    expect(
      await screen.findByText(/Thank you for your request for a demo of Team Scheduling/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Team Scheduling/ }));
    expect(await screen.findByRole('button', { name: 'Already requested a demo!' })).toBeDisabled();
  });

  it('keeps the frame when the brands read fails: the panel in the screen area, whose retry reads them and renders the screen', async () => {
    const { container, fakes } = createAppTestContainer(testAppConfig);
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
    let brandReads = 0;
    fakes.gateway.on('GET', '/v1/users/brands', () => {
      brandReads += 1;
      if (brandReads === 1) throw FakeHttpGateway.error(500);
      return TREE;
    });
    await container.get(SessionStore).restore();
    renderWithApp(
      <AppLayout route="/dashboard/hiring" requires="HIRING" needOf={requirementOf}>
        <p>Screen content</p>
      </AppLayout>,
      { container, path: '/dashboard/hiring' },
    );
    const message = await screen.findByText('We could not load this. Check your connection and try again.');
    const panel = message.closest<HTMLElement>('[role="alert"]');
    if (!panel) throw new Error('the message is not in an alert');
    // The frame stays: header and navigation; the screen waits for the brands.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText('Screen content')).not.toBeInTheDocument();
    // Nothing reads the brands again behind the user's back (the page guard waits for the retry).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(brandReads).toBe(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Screen content')).toBeInTheDocument();
    expect(
      screen.queryByText('We could not load this. Check your connection and try again.'),
    ).not.toBeInTheDocument();
    expect(brandReads).toBe(2);
  });
});
