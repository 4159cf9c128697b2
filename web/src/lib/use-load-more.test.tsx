import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadMore, type MorePages } from './use-load-more';

/** A stand-in IntersectionObserver: a journey's scroll is `report(true)`. */
class FakeObserver {
  static live: FakeObserver[] = [];
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.target = target;
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  /** What a real observer does first, and on every change: says whether the end is in view. */
  report(inView: boolean) {
    const entry = { isIntersecting: inView, target: this.target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** The end of the list is in view: what every live observer reports (the newest one first). */
const endInView = () => act(() => FakeObserver.live.forEach((o) => o.report(true)));

function List({ pages, showEnd = true }: { pages: MorePages; showEnd?: boolean }) {
  const end = useLoadMore(pages, '100px');
  return showEnd ? <div ref={end} /> : <p>Loading wall…</p>;
}

const idle = (fetchNextPage: () => Promise<unknown>): MorePages => ({
  hasNextPage: true,
  isFetching: false,
  isFetchNextPageError: false,
  fetchNextPage,
});

describe('loading the next page at the end of a list', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.live = [];
  });

  it('asks once when the end comes into view', () => {
    const more = vi.fn(() => Promise.resolve());
    render(<List pages={idle(more)} />);
    endInView();
    endInView();
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('asks again when a background refetch settles with the end still in view', () => {
    const more = vi.fn(() => Promise.resolve());
    const { rerender } = render(<List pages={{ ...idle(more), isFetching: true }} />);
    // While the refetch runs nothing watches: a page asked for now could be dropped.
    endInView();
    expect(more).not.toHaveBeenCalled();
    rerender(<List pages={idle(more)} />);
    endInView();
    expect(more).toHaveBeenCalledTimes(1);
    // That page came, and the end is still in view: the next one is asked for.
    rerender(<List pages={{ ...idle(more), isFetching: true }} />);
    rerender(<List pages={idle(more)} />);
    endInView();
    expect(more).toHaveBeenCalledTimes(2);
  });

  it('watches an end that appears after the data (the page was still loading)', () => {
    const more = vi.fn(() => Promise.resolve());
    const { rerender } = render(<List pages={idle(more)} showEnd={false} />);
    expect(FakeObserver.live).toHaveLength(0);
    rerender(<List pages={idle(more)} showEnd />);
    endInView();
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed page to the Retry button, and a list without more alone', () => {
    const more = vi.fn(() => Promise.resolve());
    const { rerender } = render(<List pages={{ ...idle(more), isFetchNextPageError: true }} />);
    endInView();
    rerender(<List pages={{ ...idle(more), hasNextPage: false }} />);
    endInView();
    expect(more).not.toHaveBeenCalled();
  });
});
