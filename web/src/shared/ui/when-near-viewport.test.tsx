import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** jsdom has no layout: this stands in for the browser's observer and lets a test say when the spot is near. */
class NearnessObserver {
  static last: NearnessObserver | undefined;
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    NearnessObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport', () => {
  it('holds the section’s height until it comes within the margin of the screen, then renders it once', () => {
    vi.stubGlobal('IntersectionObserver', NearnessObserver);
    const { container } = render(
      <WhenNearViewport name="wall-pulse" minHeight={900} margin="300px">
        <p>Feed</p>
      </WhenNearViewport>,
    );
    const spot = container.querySelector('[data-deferred="wall-pulse"]') as HTMLElement;
    expect(spot.style.minHeight).toBe('900px');
    const observer = NearnessObserver.last!;
    expect(observer.targets).toEqual([spot]);
    expect(observer.options.rootMargin).toBe('300px');

    observer.report(false);
    expect(screen.queryByText('Feed')).toBeNull();
    observer.report(true);
    expect(screen.getByText('Feed')).toBeInTheDocument();
    expect(container.querySelector('[data-deferred]')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('renders at once where the browser cannot observe', () => {
    render(
      <WhenNearViewport name="wall-about" minHeight={600}>
        <p>Details</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Details')).toBeInTheDocument();
  });
});
