import { screen } from '@testing-library/react';
import { ControlsPage } from '../../../src-ui/design-system/ControlsPage';
import { DataPage } from '../../../src-ui/design-system/DataPage';
import { designSystemRoutes } from '../../../src-ui/design-system/design-system.routes';
import { FormsPage } from '../../../src-ui/design-system/FormsPage';
import { MapPage } from '../../../src-ui/design-system/MapPage';
import { MenusPage } from '../../../src-ui/design-system/MenusPage';
import { ModalsPage } from '../../../src-ui/design-system/ModalsPage';
import { PickersPage } from '../../../src-ui/design-system/PickersPage';
import { findScreenRoute } from '../../../src-ui/routing/routes';
import { renderWidget } from '../widgets/render-widget';

describe('design-system route', () => {
  it('is behind the authentication guard, browser-rendered, its own chunk', () => {
    expect(designSystemRoutes).toHaveLength(1);
    const route = findScreenRoute('/design-system/pickers');
    expect(route).toBe(designSystemRoutes[0]);
    expect(findScreenRoute('/design-system')).toBe(designSystemRoutes[0]);
    expect(route).toMatchObject({
      access: 'authenticated',
      serverRendered: false,
      chunk: 'route-design-system',
    });
  });
});

describe('design-system pages', () => {
  it.each([
    ['pickers', PickersPage, ['Date picker', 'Week picker', 'Month and year pickers', 'Time picker']],
    ['modals', ModalsPage, ['Confirm and alert', 'Sizes', 'Failure panel']],
    ['menus', MenusPage, ['Dropdown menu', 'Multi-level selector', 'Tooltip']],
    ['data', DataPage, ['Sortable and expandable table', 'Loading states', 'Infinite scroll']],
    [
      'controls',
      ControlsPage,
      ['Buttons', 'Round icon buttons', 'Badges', 'Avatars', 'Password field', 'Removable items', 'Toasts'],
    ],
    ['forms', FormsPage, ['Phone input', 'Photo upload and edit']],
    ['map', MapPage, ['Map', 'Map states']],
  ] as const)('%s shows each widget under its heading', (_name, Page, headings) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWidget(<Page />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      headings,
    );
    warn.mockRestore();
  });
});
