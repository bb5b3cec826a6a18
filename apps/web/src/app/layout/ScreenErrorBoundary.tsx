import { Component, type ReactNode } from "react";
import { RouteErrorScreen } from "./RouteErrorScreen";

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Keeps the header usable when a screen throws while rendering, most often
 * because a lazily loaded chunk is gone after a new deployment. The layout keys
 * it by path, so navigating elsewhere starts afresh.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
