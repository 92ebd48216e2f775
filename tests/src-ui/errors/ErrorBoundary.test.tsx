import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../../src-ui/errors/ErrorBoundary';
import { ErrorScreen } from '../../../src-ui/errors/ErrorScreen';
import { UnexpectedError } from '../../../src-ui/errors/UnexpectedError';
import { renderWidget } from '../widgets/render-widget';

/** What the browser does with a promise rejection nobody handled (jsdom has no such event). */
function rejectUnhandled(reason: unknown): Event {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('ErrorBoundary and unhandled promise rejections (issue #11 item 3)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('ends an unhandled rejection in the innermost boundary, whose retry shows the screen again', async () => {
    renderWidget(
      <ErrorBoundary fallback={(retry) => <UnexpectedError onRetry={retry} />} catchRejections>
        <p>Header</p>
        <ErrorBoundary fallback={(retry) => <ErrorScreen onRetry={retry} />} catchRejections>
          <p>Screen content</p>
        </ErrorBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Screen content')).toBeInTheDocument();

    const event = rejectUnhandled(new Error('read failed'));
    expect(event.defaultPrevented).toBe(true);
    expect(console.error).toHaveBeenCalledWith('Unhandled promise rejection', expect.any(Error));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Screen content')).not.toBeInTheDocument();
    // The outer boundary (the whole application) stays as it was.
    expect(screen.getByText('Header')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('leaves rejections alone once no boundary takes them', () => {
    const { unmount } = renderWidget(
      <ErrorBoundary fallback={<p>Failed</p>} catchRejections>
        <p>Screen content</p>
      </ErrorBoundary>,
    );
    unmount();
    expect(rejectUnhandled(new Error('late')).defaultPrevented).toBe(false);
  });

  it('without catchRejections, a boundary only catches render errors', () => {
    renderWidget(
      <ErrorBoundary fallback={<p>Failed</p>}>
        <p>Screen content</p>
      </ErrorBoundary>,
    );
    expect(rejectUnhandled(new Error('ignored')).defaultPrevented).toBe(false);
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });
});
