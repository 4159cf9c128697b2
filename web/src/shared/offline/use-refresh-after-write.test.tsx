import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESHES } from '../data/invalidation';
import { noteNetworkFailure, resetReachability } from '../data/reachability';
import { useRefreshAfterWrite } from './use-refresh-after-write';

afterEach(() => resetReachability());

function refreshAfterWrite(client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRefreshAfterWrite(), { wrapper }).result.current;
}

describe('useRefreshAfterWrite', () => {
  it('out of reach, refreshes without giving the write a refetch to wait on: TanStack pauses it until the network is back', () => {
    const client = new QueryClient();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    noteNetworkFailure();
    expect(refreshAfterWrite(client)('createAscent')).toBeUndefined();
    expect(invalidated).toHaveBeenCalled();
  });

  it("refreshes what each route's writes change, each change once (a tick with a grade and a rating vote)", async () => {
    const client = new QueryClient();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    await refreshAfterWrite(client)('createAscent', 'createGradeVote', 'createRatingVote');
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([...REFRESHES.tickAdded, ...REFRESHES.voteCast]);
  });
});
