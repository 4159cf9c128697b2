import { Component, lazy, Suspense, type ReactNode } from 'react';
import { isStaleBuildError, reloadGoesAhead, reloadingForStaleBuild } from '../../shared/util/stale-build';
import { reloadKeepingTypedText } from '../../shared/util/typed-text';

// Shown only after something broke, so its components are not part of the first download.
const ErrorFallback = lazy(() =>
  import('../../shared/ui/error-fallback').then((m) => ({ default: m.ErrorFallback })),
);

interface Props {
  children: ReactNode;
  /** A new value (the path) clears a shown error, so going to another page tries again. */
  resetKey: string;
}

/**
 * Catches what a page throws while rendering (or a page's code that failed to download) and shows
 * the spec's error fallback in place of the page; the app's frame stays. Not keyed by the path:
 * that would remount every page on each navigation and lose its state (an open sheet, a form).
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }

  override componentDidCatch(error: unknown) {
    // A lazy part's chunk that no node has any more: reload (guarded) rather than show the error. Where the
    // reload lets the page be after all (no node refused the chunk: decision 0229), the error shows.
    if (isStaleBuildError(error) && reloadKeepingTypedText()) {
      this.forceUpdate();
      void reloadGoesAhead().then(() => this.forceUpdate());
    }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    // Reloading for a newer build: what broke meanwhile (a prevented chunk load) is not worth showing.
    if (reloadingForStaleBuild()) return null;
    return (
      <Suspense fallback={null}>
        <ErrorFallback error={this.state.error} />
      </Suspense>
    );
  }
}
