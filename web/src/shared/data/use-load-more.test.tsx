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

/**
 * Renders the list in each state in turn (its query's answer, whether its end is on the page), with
 * the end in view after each; how many pages it asked for.
 */
function asksThrough(states: { pages?: Partial<MorePages>; showEnd?: boolean }[]) {
  const more = vi.fn(() => Promise.resolve());
  const view = ({ pages, showEnd = true }: (typeof states)[number]) => (
    <List
      pages={{
        hasNextPage: true,
        isFetching: false,
        isFetchNextPageError: false,
        fetchNextPage: more,
        ...pages,
      }}
      showEnd={showEnd}
    />
  );
  const { rerender } = render(view(states[0]!));
  endInView();
  for (const state of states.slice(1)) {
    rerender(view(state));
    endInView();
  }
  return more.mock.calls.length;
}

describe('loading the next page at the end of a list', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.live = [];
  });

  it('asks once when the end comes into view', () => {
    expect(asksThrough([{}, {}])).toBe(1);
  });

  it('asks again when a background refetch settles with the end still in view', () => {
    // While the refetch runs nothing watches: a page asked for then could be dropped.
    expect(asksThrough([{ pages: { isFetching: true } }, {}])).toBe(1);
    // That page came, and the end is still in view: the next one is asked for.
    expect(asksThrough([{}, { pages: { isFetching: true } }, {}])).toBe(2);
  });

  it('watches an end that appears after the data (the page was still loading)', () => {
    expect(asksThrough([{ showEnd: false }, {}])).toBe(1);
  });

  it('leaves a failed page to the Retry button, and a list without more alone', () => {
    expect(asksThrough([{ pages: { isFetchNextPageError: true } }, { pages: { hasNextPage: false } }])).toBe(
      0,
    );
  });
});
