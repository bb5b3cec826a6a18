import { Component, type ReactNode } from "react";

interface LoadBoundaryProps {
  onError: () => void;
  children: ReactNode;
}

/**
 * Around a lazily loaded part that the page can do without: when its code cannot
 * load (offline, or gone after a new deployment) it renders nothing and says so,
 * instead of taking the whole app down.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
