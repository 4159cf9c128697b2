import { Component, type ReactNode } from 'react';

/**
 * Around the toast and dialog containers, which load with their first use: where that code cannot be
 * fetched (offline, before the worker kept it), the page goes on without them instead of going blank.
 */
export class OverlayBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
