import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { RouteGate } from '../../../src-ui/routing/RouteGate';
import { SessionStore } from '../../../src-ui/session/session.store';
import { inAppRoute, preloadRoute } from '../../../src-ui/routing/route-preload';
import { usePreloadSignedInTarget } from '../../../src-ui/navigation/signed-in-target.context';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeIdentity } from '../../fakes/identity.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const member: UserInfo = {
  id: 7,
  email: 'candidate@demo.brigade.test',
  first_name: 'Cam',
  last_name: '',
  user_employer: false,
  is_shadow_user: false,
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** What a target screen's `prepare` was called with (the screen of every in-app target here). */
const prepared = jest.fn();
jest.mock('../../../src-ui/routing/route-preload', () => ({
  preloadRoute: jest.fn(() => Promise.resolve()),
  inAppRoute: jest.fn((target: string) =>
    target.startsWith('/')
      ? {
          path: target.split(/[?#]/)[0],
          screen: { prepare: (services: unknown) => prepared(target, services) },
        }
      : undefined,
  ),
}));

/** A guest screen that says the guest is about to sign in. */
function IntentButton() {
  const preload = usePreloadSignedInTarget();
  return (
    <button type="button" onClick={preload}>
      about to sign in
    </button>
  );
}

function renderGate(
  access: 'guest' | 'authenticated',
  path: string,
  signedIn: boolean,
  children: ReactNode = <p>guarded content</p>,
  pending?: ReactNode,
  options: { readonly offline?: boolean; readonly gateway?: FakeHttpGateway } = {},
) {
  const identity = signedIn ? new FakeIdentity().signedInAs(member.email) : new FakeIdentity();
  const gateway = options.gateway ?? new FakeHttpGateway().on('GET', '/v1/users/info', () => member);
  const { container, fakes } = createTestContainer(undefined, { identity, gateway });
  // As the client entry does (src/client.tsx): the check starts before the first render, its
  // failure caught there; the gate shares it.
  if (options.gateway)
    container
      .get(SessionStore)
      .restore()
      .catch(() => undefined);
  renderWithApp(
    <>
      <Routes>
        <Route
          path="/guarded"
          element={
            <RouteGate access={access} pending={pending} offline={options.offline}>
              {children}
            </RouteGate>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { container, path },
  );
  return fakes;
}

describe('RouteGate', () => {
  beforeEach(() => {
    jest.mocked(preloadRoute).mockClear();
    jest.mocked(inAppRoute).mockClear();
    prepared.mockClear();
  });

  it("shows a signed-in screen's frame while the session is checked, then the screen (issue #20)", async () => {
    renderGate('authenticated', '/guarded', true, <p>guarded content</p>, <p>the frame</p>);
    expect(screen.getByText('the frame')).toBeInTheDocument();
    expect(document.querySelector('.screen-loading')).toBeNull();
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(screen.queryByText('the frame')).not.toBeInTheDocument();
  });

  it('with no network, a screen that works offline opens on the stored session; others keep their frame (issue #33)', async () => {
    const unreachable = () =>
      new FakeHttpGateway()
        .on('GET', '/v1/users/session_bootstrap', () => {
          throw FakeHttpGateway.error(0);
        })
        .on('GET', '/v1/users/info', () => {
          throw FakeHttpGateway.error(0);
        });
    const offline = renderGate('authenticated', '/guarded', true, <p>time clock</p>, <p>the frame</p>, {
      offline: true,
      gateway: unreachable(),
    });
    expect(await screen.findByText('time clock')).toBeInTheDocument();
    expect(offline.gateway.requests.length).toBeGreaterThan(0);
    cleanup();
    renderGate('authenticated', '/guarded', true, <p>guarded content</p>, <p>the frame</p>, {
      gateway: unreachable(),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('the frame')).toBeInTheDocument();
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('a screen that works offline shows as soon as the gateway finds the server unreachable, and stays when the session is confirmed', async () => {
    let answer: (user: UserInfo) => void = () => {};
    const gateway = new FakeHttpGateway().on(
      'GET',
      '/v1/users/info',
      () => new Promise<UserInfo>((resolve) => (answer = resolve)),
    );
    const { reachability } = renderGate(
      'authenticated',
      '/guarded',
      true,
      <p>time clock</p>,
      <p>the frame</p>,
      {
        offline: true,
        gateway,
      },
    );
    expect(screen.getByText('the frame')).toBeInTheDocument();
    act(() => reachability.set(false));
    expect(await screen.findByText('time clock')).toBeInTheDocument();
    // The network returns: the screen stays while the check is answered, then for good.
    act(() => reachability.set(true));
    expect(screen.getByText('time clock')).toBeInTheDocument();
    await act(async () => answer(member));
    expect(screen.getByText('time clock')).toBeInTheDocument();
    expect(screen.queryByText('the frame')).not.toBeInTheDocument();
  });

  it('checks the session again once the server can be reached, so a signed-in screen opens when the network returns (issue #29)', async () => {
    let online = false;
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => {
      if (!online) throw FakeHttpGateway.error(0);
      return member;
    });
    const { reachability } = renderGate(
      'authenticated',
      '/guarded',
      true,
      <p>my shifts</p>,
      <p>the frame</p>,
      {
        gateway,
      },
    );
    act(() => reachability.set(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('the frame')).toBeInTheDocument();
    online = true;
    act(() => reachability.set(true));
    expect(await screen.findByText('my shifts')).toBeInTheDocument();
  });

  it('prepares the screen a guest screen leads to once the session is signed in, not before', async () => {
    renderGate('guest', '/guarded?ref=%2Fschedule', true);
    await waitFor(() => expect(prepared).toHaveBeenCalledWith('/schedule', expect.anything()));
    expect(prepared).toHaveBeenCalledTimes(1);
    prepared.mockClear();
    renderGate('guest', '/guarded', false, <IntentButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'about to sign in' }));
    expect(prepared).not.toHaveBeenCalled();
  });

  it("prepares a signed-in screen's own reads once the session is signed in (issue #20)", async () => {
    renderGate('authenticated', '/guarded', true);
    await waitFor(() => expect(prepared).toHaveBeenCalledWith('/guarded', expect.anything()));
    expect(prepared).toHaveBeenCalledTimes(1);
  });

  it('prepares nothing on a signed-in screen for a guest', async () => {
    renderGate('authenticated', '/guarded', false);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/user\/login/));
    expect(prepared).not.toHaveBeenCalled();
  });

  it('sends a guest away from a signed-in screen to the login page with the page as ref', async () => {
    renderGate('authenticated', '/guarded?tab=2', false);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/user/login?ref=%2Fguarded%3Ftab%3D2'),
    );
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('shows a signed-in screen once the session is confirmed', async () => {
    renderGate('authenticated', '/guarded', true);
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
  });

  it('keeps a signed-in user away from guest screens, following a safe ref', async () => {
    renderGate('guest', '/guarded?ref=%2Fschedule', true);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/schedule$/));
  });

  it('ignores an unsafe ref and goes to /dashboard', async () => {
    renderGate('guest', '/guarded?ref=%2F%2Fevil.example', true);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('loads the screen a guest screen leads to while a session is checked', async () => {
    renderGate('guest', '/guarded?ref=%2Fschedule', true);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/schedule$/));
    expect(preloadRoute).toHaveBeenCalledWith('/schedule');
  });

  it('loads it when the guest screen says a sign-in is coming, not before', async () => {
    renderGate('guest', '/guarded', false, <IntentButton />);
    const button = await screen.findByRole('button', { name: 'about to sign in' });
    expect(preloadRoute).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(preloadRoute).toHaveBeenCalledWith('/dashboard');
    // /dashboard decides the home page after the sign-in: the likely one loads ahead too.
    expect(preloadRoute).toHaveBeenCalledWith('/dashboard/hiring');
  });

  it('loads only the ref screen ahead when the guest screen leads elsewhere', async () => {
    renderGate('guest', '/guarded?ref=%2Fschedule', false, <IntentButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'about to sign in' }));
    expect(jest.mocked(preloadRoute).mock.calls).toEqual([['/schedule']]);
  });

  it('loads nothing ahead on a signed-in screen', async () => {
    renderGate('authenticated', '/guarded', true, <IntentButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'about to sign in' }));
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it('shows guest screens to guests', async () => {
    renderGate('guest', '/guarded', false);
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
  });
});
