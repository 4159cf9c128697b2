import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWallSearch } from './use-wall-search';

/** Renders the hook inside a router at `url`, exposing the current URL and navigate(). */
function renderWallSearch(url: string) {
  const seen: { search: string; navigate?: (to: string) => void } = { search: '' };
  const wrapper = ({ children }: { children: ReactNode }) => {
    function Probe() {
      seen.search = useLocation().search;
      seen.navigate = useNavigate();
      return <>{children}</>;
    }
    const router = createMemoryRouter([{ path: '/walls', element: <Probe /> }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useWallSearch(), { wrapper });
  return { ...hook, seen };
}

describe('useWallSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the defaults from a bare URL', () => {
    const { result } = renderWallSearch('/walls');
    expect(result.current.search).toEqual({ searchText: '', limit: 10, skip: 0, favorites: false });
  });

  it('writes lower-cased text to the URL after 300 ms and starts at the first page', () => {
    const { result, seen } = renderWallSearch('/walls?limit=10&skip=20');
    act(() => result.current.setText('The Cave'));
    act(() => vi.advanceTimersByTime(299));
    expect(seen.search).toBe('?limit=10&skip=20');
    act(() => vi.advanceTimersByTime(1));
    expect(seen.search).toBe('?search_text=the+cave&limit=10&skip=0');
    expect(result.current.text).toBe('The Cave');
  });

  it('follows a URL changed from outside instead of writing stale text back', async () => {
    const { result, seen } = renderWallSearch('/walls?search_text=moon');
    expect(result.current.text).toBe('moon');
    await act(async () => {
      await seen.navigate!('/walls?favorites=true');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.text).toBe('');
    expect(seen.search).toBe('?favorites=true');
  });
});
