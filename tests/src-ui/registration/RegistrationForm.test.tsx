import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { RegistrationForm } from '../../../src-ui/registration/RegistrationForm';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAccountContainer } from '../account/account-test-container';

jest.mock('../../../src-ui/account/auth-screens.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));

function renderForm(gateway: FakeHttpGateway) {
  const { container, fakes } = createAccountContainer({ gateway });
  renderWithApp(<RegistrationForm kind="candidate" />, { container, path: '/user/candidate' });
  return fakes;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Cara');
  await user.type(screen.getByLabelText('Email'), 'cara@example.test');
  await user.type(screen.getByLabelText('Password'), 'Cand1date!');
}

describe('RegistrationForm', () => {
  it('refuses an invalid phone with a translated message, keeps what was typed and sends nothing', async () => {
    const user = userEvent.setup();
    const gateway = new FakeHttpGateway()
      .on('POST', '/v1/registration/validateEmail', () => ({ status: 'AVAILABLE' }))
      .on('POST', '/v1/users/registration', () => ({ activation_link_sent: true }));
    renderForm(gateway);
    await fillRequired(user);
    const number = screen.getByLabelText('Phone number');
    await user.type(number, '20155');
    // Enter submits before the field is left: the form must not take the phone for absent.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Enter the correct phone number.'));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveValue('(201) 55');
    await waitFor(() => expect(number).toHaveFocus());
    expect(gateway.requests.map((request) => request.path)).not.toContain('/v1/users/registration');

    await user.type(number, '50123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    const sent = gateway.requests.find((request) => request.path === '/v1/users/registration');
    expect(sent?.body).toMatchObject({ phone: '+12015550123' });
  }, 20_000);

  it('says an SSO-only e-mail must sign in through its provider first', async () => {
    const user = userEvent.setup();
    const message =
      'You are not authorized to create an account using this portal, please login through Grand Hotels SSO first.';
    const gateway = new FakeHttpGateway().on('POST', '/v1/registration/validateEmail', () => {
      throw new GatewayError('GATEWAY.FORBIDDEN', 403, 'HTTP 403', 'REGISTRATION.SSO_REQUIRED', {
        status_code: 403,
        error: { code: 'REGISTRATION.SSO_REQUIRED', message },
        data: { message, provider: 'Grand Hotels SSO' },
      });
    });
    renderForm(gateway);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'jane@grandhotels.example');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveValue('jane@grandhotels.example');
  });
});

describe('RegistrationForm currency', () => {
  it('names each currency in the page’s language (Intl.DisplayNames), not in the server’s words', async () => {
    const gateway = new FakeHttpGateway().on('GET', '/v1/currencies', () => [
      { id: 1, code: 'USD', symbol: '$', name: 'dollar (server)' },
      { id: 2, code: 'XQQ', symbol: null, name: 'Server-only name' },
    ]);
    const { container } = createAccountContainer({ gateway });
    renderWithApp(<RegistrationForm kind="employer" />, { container, path: '/user/employer' });
    expect(await screen.findByRole('option', { name: 'USD ($) · US Dollar' })).toBeInTheDocument();
    // A code Intl does not know keeps the server's name.
    expect(screen.getByRole('option', { name: 'XQQ · Server-only name' })).toBeInTheDocument();
  });

  it('says what is true when the currencies cannot be read, and its retry reads them again', async () => {
    let fail = true;
    const gateway = new FakeHttpGateway().on('GET', '/v1/currencies', () => {
      if (fail) throw FakeHttpGateway.error(503);
      return [{ id: 1, code: 'USD', symbol: '$', name: 'US Dollar' }];
    });
    const { container } = createAccountContainer({ gateway });
    renderWithApp(<RegistrationForm kind="employer" />, { container, path: '/user/employer' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('register without a currency');
    expect(alert).not.toHaveTextContent('later in your settings');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'USD ($) · US Dollar' })).toBeInTheDocument();
  });
});
