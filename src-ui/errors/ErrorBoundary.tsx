import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What replaces the children after a render error. */
  readonly fallback: ReactNode;
  /** A change of this value (e.g. the path) clears the error. */
  readonly resetKey?: string;
  readonly children: ReactNode;
}

/** Catches render errors below it, logs them and shows `fallback` (spec 000 §8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; resetKey?: string }> {
  override state: { failed: boolean; resetKey?: string } = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { failed: boolean; resetKey?: string }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
