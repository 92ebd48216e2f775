import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import type { PageNeed } from '../../../src-domain/permissions/page-access.rules';
import { SessionStore } from '../../../src-ui/session/session.store';
import { PageAccessGuard } from '../../../src-ui/shell/PageAccessGuard';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from './app-test-container';

/** The pages of the test, by path: what each needs. Global search opens; TTS does not (group 1). */
const NEEDS: Record<string, PageNeed> = { '/search': 'GLOBAL_SEARCH', '/tts': 'TTS_DASHBOARD' };

describe('PageAccessGuard', () => {
  afterEach(() => jest.useRealTimers());

  it('never mounts a denied page, even right after an allowed one', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
    await container.get(SessionStore).restore();
    const mounted: string[] = [];
    function Screen({ name }: { readonly name: string }) {
      useEffect(() => void mounted.push(name), [name]);
      return <p>{name} content</p>;
    }
    function Page() {
      const { pathname } = useLocation();
      return (
        <PageAccessGuard need={NEEDS[pathname]!} page={pathname}>
          <Screen name={pathname} />
          <Link to="/tts">Open TTS</Link>
        </PageAccessGuard>
      );
    }
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithApp(
      <Routes>
        <Route path="/search" element={<Page />} />
        <Route path="/tts" element={<Page />} />
        <Route path="/dashboard" element={<p>Home</p>} />
      </Routes>,
      { container, path: '/search' },
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(await screen.findByText('/search content')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open TTS' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(mounted).toEqual(['/search']);
  });
});
