import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_RETRY_WAITS_MS, usePhotoRetry } from './use-photo-retry';

const PHOTO = '/images/walls/w/r/w960.webp';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('a wall photo that fails to load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is failed when it fails while online', () => {
    setOnline(true);
    const { result } = renderHook(() => usePhotoRetry(PHOTO));
    expect(result.current.failed).toBe(false);
    act(() => result.current.onError());
    expect(result.current.failed).toBe(true);
  });

  it('offline, is not failed but tried again as a new <img> when the signal is back', () => {
    setOnline(false);
    const { result } = renderHook(() => usePhotoRetry(PHOTO));
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ failed: false, attempt: 0 });

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toMatchObject({ failed: false, attempt: 1 });
  });

  it('after the signal is back, failing again is tried again after 1, 3 and 9 s, then failed', () => {
    vi.useFakeTimers();
    try {
      setOnline(false);
      const { result } = renderHook(() => usePhotoRetry(PHOTO));
      act(() => result.current.onError());
      setOnline(true);
      act(() => void window.dispatchEvent(new Event('online')));
      for (const [i, wait] of RECONNECT_RETRY_WAITS_MS.entries()) {
        // The request met the old network: not failed, and a new attempt once the wait is over.
        act(() => result.current.onError());
        expect(result.current).toMatchObject({ failed: false, attempt: i + 1 });
        act(() => void vi.advanceTimersByTime(wait - 1));
        expect(result.current.attempt).toBe(i + 1);
        act(() => void vi.advanceTimersByTime(1));
        expect(result.current.attempt).toBe(i + 2);
      }
      act(() => result.current.onError());
      expect(result.current.failed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is tried again on the next online event even after failing online', () => {
    setOnline(true);
    const { result } = renderHook(() => usePhotoRetry(PHOTO));
    act(() => result.current.onError());
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toMatchObject({ failed: false, attempt: 1 });
  });

  it('starts afresh for another address (a fresh signature), and leaves a loaded photo alone', () => {
    setOnline(true);
    const { result, rerender } = renderHook(({ url }) => usePhotoRetry(url), {
      initialProps: { url: PHOTO },
    });
    act(() => result.current.onError());
    rerender({ url: `${PHOTO}?sig=new` });
    expect(result.current.failed).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.attempt).toBe(0);
  });
});
