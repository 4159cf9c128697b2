import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ACTION_PARAM as PARAM } from '@spraybook/contract/plain';
import { signIn } from './auth';

/**
 * A visitor's write action that opens on the page itself (the tick sheet, Add to List, a new
 * comment): sign-in comes back to the page with `?action=…`, and the page opens it again, once.
 * The one way back after sign-in is `signIn(returnTo)`; this only adds what to reopen there (and
 * Settings' 'Continue where you were' keeps it, being the same path).
 */
export type ResumedAction = 'tick' | 'add-to-list' | 'comment';

/** `path` (with its own query, if any) asking the page to reopen `action`. */
export function withAction(path: string, action: ResumedAction): string {
  const url = new URL(path, 'http://page');
  url.searchParams.set(PARAM, action);
  return url.pathname + url.search + url.hash;
}

/** Sends a visitor to sign in, coming back to `path` (this page by default) with `action` reopened. */
export function signInFor(action: ResumedAction, path = window.location.pathname + window.location.search) {
  return signIn(withAction(path, action));
}

/**
 * Reopens `action` when the page was opened to resume it, as soon as `ready` (signed in, what it
 * needs loaded), then takes it out of the address, so a reload or Back does not open it again.
 */
export function useResumeAction(action: ResumedAction, ready: boolean, resume: () => void) {
  const [search, setSearch] = useSearchParams();
  const pending = search.get(PARAM) === action;
  const run = useEffectEvent(resume);
  useEffect(() => {
    if (!pending || !ready) return;
    run();
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [pending, ready, setSearch]);
}
