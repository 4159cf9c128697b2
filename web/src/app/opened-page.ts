import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { preloadClimbPage } from '../features/climbs/public';
import { CLIMB_PAGE_PATH, loadClimbPage } from './router';

/** Longest the first render waits for the opened page: then it renders what it has. */
const LONGEST_WAIT_MS = 3000;

/**
 * Starts the opened page's code and answers at once, side by side, rather than the code first and the
 * answers once it has rendered: a climb page opened from the home screen (the worker's plain app page,
 * no first screen) waits one round trip less for its climb, and so for its photo (issue 43). Resolves
 * when both are in; never fails.
 */
export function startOpenedPage(queryClient: QueryClient): Promise<unknown> {
  const { pathname, search } = window.location;
  const climb = matchPath(CLIMB_PAGE_PATH, pathname);
  if (!climb) return Promise.resolve();
  const { wallId, climbId } = climb.params;
  return Promise.all([
    loadClimbPage(),
    preloadClimbPage(queryClient, wallId!, climbId!, new URLSearchParams(search)),
  ]).catch(() => {});
}

/**
 * Under a shared link's first screen the app's first render is a transition (main.tsx), which React
 * splits into short tasks. An answer arriving after it re-renders the page in one block instead
 * (query updates are never split): on the climb page most of the blocking time. So the first
 * render waits for the opened page's code and answers, and renders the page whole, in short tasks.
 */
export function loadOpenedPage(queryClient: QueryClient): Promise<unknown> {
  const waited = new Promise((resolve) => window.setTimeout(resolve, LONGEST_WAIT_MS));
  return Promise.race([startOpenedPage(queryClient), waited]);
}
