import type { ReactNode } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useLoadMore, type MorePages } from '../data/use-load-more';
import { LOADING_MORE } from '../util/texts';

/** Spec 9: the next page comes when the list's end is within 400 px of the screen. */
const LOAD_AHEAD = '400px';

/**
 * A list read newest first that loads its next page as its end nears the screen (the feed, the
 * notifications): the items as a labelled list, the end it watches, and a spinner while a page loads.
 */
export function EndlessList({
  label,
  pages,
  children,
}: {
  label: string;
  pages: MorePages & { isFetchingNextPage: boolean };
  children: ReactNode;
}) {
  const end = useLoadMore(pages, LOAD_AHEAD);
  return (
    <>
      <Stack gap="xs" component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
      <div ref={end} />
      {pages.isFetchingNextPage && (
        <Center py="sm" role="status">
          <Loader size="sm" aria-label={LOADING_MORE} />
        </Center>
      )}
    </>
  );
}
