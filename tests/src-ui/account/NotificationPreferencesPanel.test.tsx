import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationPreferencesPanel } from '../../../src-ui/account/NotificationPreferencesPanel';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const PATH = '/v1/account/notification_preferences';
const STORED = {
  email: true,
  sms: false,
  in_app: true,
  phone: null,
  sms_opted_out: false,
  phone_verified: false,
  logbook_digest: false,
};

describe('NotificationPreferencesPanel', () => {
  it('saves "Text me" with the number, and on a refused number says why and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container, fakes } = createTestContainer();
    const bodies: unknown[] = [];
    fakes.gateway
      .on('GET', PATH, () => STORED)
      .on('PUT', PATH, (request) => {
        bodies.push(request.body);
        const body = request.body as { phone: string | null };
        if (body.phone === '12') throw FakeHttpGateway.error(400, 'SMS.INVALID_PHONE');
        return { ...STORED, sms: true, phone: '+14155550199' };
      });
    renderWithApp(<NotificationPreferencesPanel />, { container, path: '/profile' });
    await user.click(await screen.findByRole('checkbox', { name: 'Text me (SMS)' }));
    // The logbook digest is offered to employers only.
    expect(screen.queryByRole('checkbox', { name: 'Daily logbook digest by email' })).not.toBeInTheDocument();
    const phone = screen.getByLabelText('Mobile number for texts');
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('This is not a valid phone number.')).toBeInTheDocument();
    expect(phone).toHaveValue('12');
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.clear(phone);
    await user.type(phone, '(415) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number for texts')).toHaveValue('+14155550199');
    expect(bodies.at(-1)).toEqual({
      email: true,
      sms: true,
      in_app: true,
      phone: '(415) 555-0199',
      logbook_digest: false,
    });
  });

  it('turns the daily logbook digest on, and shows it on once saved', async () => {
    const user = userEvent.setup();
    const { container, fakes } = createTestContainer();
    const bodies: unknown[] = [];
    fakes.gateway
      .on('GET', PATH, () => STORED)
      .on('PUT', PATH, (request) => {
        bodies.push(request.body);
        return { ...STORED, logbook_digest: (request.body as { logbook_digest: boolean }).logbook_digest };
      });
    renderWithApp(<NotificationPreferencesPanel logbookDigest />, { container, path: '/profile' });
    const digest = await screen.findByRole('checkbox', { name: 'Daily logbook digest by email' });
    expect(digest).not.toBeChecked();
    expect(digest).toHaveAccessibleDescription(/Each morning at 6:00/);
    await user.click(digest);
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: true, sms: false, in_app: true, phone: null, logbook_digest: true }]);
    expect(screen.getByRole('checkbox', { name: 'Daily logbook digest by email' })).toBeChecked();
  });

  it('verifies the stored number with the texted code: a wrong code says why and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container, fakes } = createTestContainer();
    const withPhone = { ...STORED, sms: true, phone: '+14155550199' };
    const codes: unknown[] = [];
    let sends = 0;
    fakes.gateway
      .on('GET', PATH, () => withPhone)
      .on('POST', '/v1/account/phone_verification', () => {
        sends += 1;
        if (sends > 2) throw FakeHttpGateway.error(429, 'SMS.CODE_RATE_LIMITED');
        return { phone: withPhone.phone, expires_at: new Date(Date.now() + 600_000).toISOString() };
      })
      .on('POST', '/v1/account/phone_verification/confirm', (request) => {
        codes.push(request.body);
        if ((request.body as { code: string }).code !== '123456')
          throw FakeHttpGateway.error(400, 'SMS.CODE_INVALID');
        return { ...withPhone, phone_verified: true };
      });
    renderWithApp(<NotificationPreferencesPanel />, { container, path: '/profile' });
    const form = await screen.findByRole('form', { name: 'Verify your number' });
    expect(form).toHaveTextContent('is not verified yet: no texts are sent to it');
    expect(screen.queryByLabelText('Code from the text')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/A code was texted to your number/)).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the text');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This code is not right/)).toBeInTheDocument();
    expect(code).toHaveValue('000000');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/Too many codes were sent/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from the text'));
    await user.type(screen.getByLabelText('Code from the text'), '123456{Enter}');
    expect(await screen.findByText('Your number is verified.')).toBeInTheDocument();
    expect(form).toHaveTextContent('is verified: texts go to it.');
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
    expect(codes.at(-1)).toEqual({ code: '123456' });
  });

  it('says a failed read failed, with Retry', async () => {
    const user = userEvent.setup();
    const { container, fakes } = createTestContainer();
    let calls = 0;
    fakes.gateway.on('GET', PATH, () => {
      calls += 1;
      if (calls === 1) throw FakeHttpGateway.error(503, 'UNAVAILABLE');
      return STORED;
    });
    renderWithApp(<NotificationPreferencesPanel />, { container, path: '/profile' });
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Email' })).toBeChecked();
  });
});
