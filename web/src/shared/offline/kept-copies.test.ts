import { describe, expect, it, vi } from 'vitest';
import { KEPT_COPY_HEADER } from '../util/kept-copy-header';
import { KEPT_COPY_REFRESHED } from './cache-names';
import { keptCopyTracker } from './kept-copies';

const URL_A = 'https://app.test/api/walls/a/climbs?limit=10';
const answer = (url: string, kept: boolean) => {
  const response = new Response('{}', { headers: kept ? { [KEPT_COPY_HEADER]: '1' } : {} });
  Object.defineProperty(response, 'url', { value: url });
  return response;
};
const refreshed = (url: string) => ({ type: KEPT_COPY_REFRESHED, url });

describe('kept copies of slow answers', () => {
  it('asks again once the fresh answer to a kept copy on screen has landed', () => {
    const refresh = vi.fn();
    const tracker = keptCopyTracker(refresh);
    tracker.noteAnswer(answer(URL_A, true));
    expect(refresh).not.toHaveBeenCalled();
    tracker.onMessage(refreshed(URL_A));
    expect(refresh).toHaveBeenCalledTimes(1);
    // One refresh per kept copy: a second message for it changes nothing.
    tracker.onMessage(refreshed(URL_A));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores network answers, other messages and refreshes of URLs it never showed kept', () => {
    const refresh = vi.fn();
    const tracker = keptCopyTracker(refresh);
    tracker.noteAnswer(answer(URL_A, false));
    tracker.onMessage(refreshed(URL_A));
    tracker.onMessage({ type: 'SKIP_WAITING' });
    tracker.onMessage(null);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks again at once when the fresh answer came before the kept copy was read, but not much later', () => {
    vi.useFakeTimers();
    let time = 0;
    const refresh = vi.fn();
    const tracker = keptCopyTracker(refresh, () => time);
    tracker.onMessage(refreshed(URL_A));
    tracker.noteAnswer(answer(URL_A, true));
    vi.runAllTimers();
    expect(refresh).toHaveBeenCalledTimes(1);

    tracker.onMessage(refreshed(URL_A));
    time = 60_000;
    tracker.noteAnswer(answer(URL_A, true));
    vi.runAllTimers();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
