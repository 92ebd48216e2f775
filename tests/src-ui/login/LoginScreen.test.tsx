import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import LoginScreen from '../../../src-ui/login/LoginScreen';
import QsrLoginScreen from '../../../src-ui/login/QsrLoginScreen';
import { PreloadSignedInTarget } from '../../../src-ui/navigation/signed-in-target.context';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAccountContainer } from '../account/account-test-container';

jest.mock('../../../src-ui/account/auth-screens.css', () => ({}));

const candidate: UserInfo = {
  id: 9,
  email: 'candidate@demo.brigade.test',
  first_name: 'Cam',
  last_name: '',
  user_employer: false,
  is_shadow_user: false,
};

function renderLogin(path = '/user/login', screenElement = <LoginScreen />) {
  const gateway = new FakeHttpGateway()
    .on('GET', '/v1/users/info', () => candidate)
    .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: false, is_setup: false }));
  const { container, fakes } = createAccountContainer({ gateway });
  renderWithApp(screenElement, { container, path });
  return fakes;
}

/** The login screen under a guest gate's preload of the page after sign-in (a mock). */
function renderLoginWithPreload() {
  const preload = jest.fn();
  const fakes = renderLogin(
    '/user/login',
    <PreloadSignedInTarget.Provider value={preload}>
      <LoginScreen />
    </PreloadSignedInTarget.Provider>,
  );
  return { preload, fakes };
}

describe('LoginScreen', () => {
  it('marks empty fields invalid next to them, in English, and focuses the first', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows the wrong-credentials message and keeps the email typed', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@demo.brigade.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the correct email and password.');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.brigade.test');
  });

  it('shows the catalogue message of error_code', async () => {
    renderLogin('/user/login?error_code=USER_NOT_MAPPED');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account setup is not complete.');
  });

  it('offers social sign-in and the forgotten-password link', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('loads the sign-in code and the page after sign-in ahead once focus enters the form', async () => {
    const { preload, fakes } = renderLoginWithPreload();
    expect(preload).not.toHaveBeenCalled();
    expect(fakes.identity.calls).not.toContain('prepareSignIn');
    // The page after sign-in loads once the sign-in code is in, not beside it (issue #30).
    let identityReady = () => undefined as void;
    fakes.identity.signInPrepared = new Promise((resolve) => (identityReady = resolve));
    await userEvent.click(screen.getByLabelText('Email'));
    expect(fakes.identity.calls).toContain('prepareSignIn');
    expect(preload).not.toHaveBeenCalled();
    identityReady();
    await waitFor(() => expect(preload).toHaveBeenCalled());
  });

  it('loads the page after sign-in at the click when the sign-in is not prepared yet (issue #30)', async () => {
    const { preload, fakes } = renderLoginWithPreload();
    fakes.identity.signInPrepared = new Promise(() => undefined);
    await userEvent.type(screen.getByLabelText('Email'), 'owner@demo.brigade.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    expect(preload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(preload).toHaveBeenCalled();
  });

  it('the crew variant has its heading and store hint, without social sign-in', () => {
    renderLogin('/qsrlogin', <QsrLoginScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crew sign-in');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/crew invitation/);
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
