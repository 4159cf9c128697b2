import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { preloadClimbPage } from '../features/climbs/public';
import { CLIMB_PAGE_PATH, loadClimbPage } from './router';

/** Longest the first render waits for the opened page: then it renders what it has. */
const LONGEST_WAIT_MS = 3000;

/**
 * Under a shared link's first screen the app's first render is a transition (main.tsx), which React
 * splits into short tasks. An answer arriving after it re-renders the page in one block instead
 * (query updates are never split): on the climb page most of the blocking time. So the first
 * render waits for the opened page's code and answers, and renders the page whole, in short tasks.
 */
export function loadOpenedPage(queryClient: QueryClient): Promise<unknown> {
  const { pathname, search } = window.location;
  const climb = matchPath(CLIMB_PAGE_PATH, pathname);
  if (!climb) return Promise.resolve();
  const { wallId, climbId } = climb.params;
  const loaded = Promise.all([
    loadClimbPage(),
    preloadClimbPage(queryClient, wallId!, climbId!, new URLSearchParams(search)),
  ]);
  const waited = new Promise((resolve) => window.setTimeout(resolve, LONGEST_WAIT_MS));
  return Promise.race([loaded.catch(() => {}), waited]);
}
