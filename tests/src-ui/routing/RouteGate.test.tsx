import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { RouteGate } from '../../../src-ui/routing/RouteGate';
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

function renderGate(access: 'guest' | 'authenticated', path: string, signedIn: boolean) {
  const identity = signedIn ? new FakeIdentity().signedInAs(member.email) : new FakeIdentity();
  const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => member);
  const { container, fakes } = createTestContainer(undefined, { identity, gateway });
  renderWithApp(
    <>
      <Routes>
        <Route
          path="/guarded"
          element={
            <RouteGate access={access}>
              <p>guarded content</p>
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

  it('shows guest screens to guests', async () => {
    renderGate('guest', '/guarded', false);
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
  });
});
