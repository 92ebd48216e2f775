import { Component, createContext, type ErrorInfo, type ReactNode } from 'react';
import { routeRejectionsTo } from './unhandled-rejections';

/** How many rejection-taking boundaries enclose a point of the tree. */
const RejectionDepth = createContext(0);

interface ErrorBoundaryProps {
  /** What replaces the children after an error; a function gets `retry`, which shows them again. */
  readonly fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** A change of this value (e.g. the path) clears the error. */
  readonly resetKey?: string;
  /**
   * Also end the page's unhandled promise rejections here (issue #11 item 3): the innermost
   * mounted boundary with this flag takes each one, so a screen's failure keeps the header.
   */
  readonly catchRejections?: boolean;
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly resetKey?: string;
}

/** Catches render errors below it (and, if asked, unhandled rejections), logs them and shows `fallback` (spec 000 §8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = RejectionDepth;
  declare context: number;
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };
  private stopRouting: (() => void) | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidMount(): void {
    if (this.props.catchRejections)
      this.stopRouting = routeRejectionsTo({
        depth: this.context + 1,
        fail: () => this.setState({ failed: true }),
      });
  }

  override componentWillUnmount(): void {
    this.stopRouting?.();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    const { fallback, children, catchRejections } = this.props;
    if (this.state.failed) return typeof fallback === 'function' ? fallback(this.retry) : fallback;
    return catchRejections ? (
      <RejectionDepth.Provider value={this.context + 1}>{children}</RejectionDepth.Provider>
    ) : (
      children
    );
  }
}
