import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  /** Rendered instead of the failed children; nothing by default (spec section 8). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Contains a render failure to its own subtree: a widget, a card. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
