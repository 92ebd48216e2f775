import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerUnreachableBanner } from '../../../src-ui/errors/ServerUnreachableBanner';
import { renderWidget } from '../widgets/render-widget';

describe('ServerUnreachableBanner (issue #29: a failing server is announced, with a Retry)', () => {
  it('renders nothing while the server answers', () => {
    renderWidget(<ServerUnreachableBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so as an alert with a Retry that asks every waiting call to try again, and leaves when a call is answered', async () => {
    const { fakes } = renderWidget(<ServerUnreachableBanner />);
    act(() => fakes.reachability.set(false));
    expect(screen.getByRole('alert')).toHaveTextContent("We can't reach the server. Retrying…");

    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(fakes.reachability.retries).toBe(1);

    act(() => fakes.reachability.set(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
