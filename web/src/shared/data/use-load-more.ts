import { useEffect, useState } from 'react';

/** What an infinite query tells the hook (TanStack Query's `useInfiniteQuery` result fits). */
export interface MorePages {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Loads the next page while the end of a list (the element given the returned ref) is within
 * `margin` of the screen (spec 9: by scroll). An IntersectionObserver only reports changes, so
 * one watches only while nothing is fetching, and a new one (whose first report is where the end is
 * now) after every fetch settles: a page asked for during a background refetch, or an end that stayed
 * in view, is asked for again. The end may appear later than the list's data (the page still
 * loading), so it is a callback ref. After a failed page the list's own Retry takes over.
 */
export function useLoadMore(list: MorePages, margin: string) {
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (!end || !hasNextPage || isFetching || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        // One ask per settled state: the next one comes with the next observer.
        observer.disconnect();
        void fetchNextPage();
      },
      { rootMargin: margin },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, margin]);
  return setEnd;
}
