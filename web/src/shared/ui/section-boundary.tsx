import { Component, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { isReachable } from '../data/reachability';
import { isStaleBuildError } from '../util/stale-build';
import { reloadKeepingTypedText } from '../util/typed-text';
import { SECTION_NOT_LOADED, SECTION_NOT_SAVED_OFFLINE } from '../util/texts';

/**
 * Around a part of a page whose code loads on its own (a lazy section below the page's top): where that
 * code cannot be fetched (offline before the worker kept it, or a file no node has any more), the page
 * stays and the part says so, rather than the whole page going to the error screen; a file a node refused
 * reloads the page (stale-build.ts). Anything else the part throws goes on to the page's boundary.
 * A control (a menu, a sheet) passes `fallback={null}`: a line of text in its place would say nothing useful.
 */
export class SectionBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { error: unknown }
> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    if (isStaleBuildError(error)) reloadKeepingTypedText();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isStaleBuildError(error)) throw error;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Text c="dimmed" size="sm" role="status">
        {isReachable() ? SECTION_NOT_LOADED : SECTION_NOT_SAVED_OFFLINE}
      </Text>
    );
  }
}
