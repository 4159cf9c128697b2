import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REFRESHES } from '../data/invalidation';
import { useRefreshAfterWrite } from './use-refresh-after-write';

describe('useRefreshAfterWrite', () => {
  it("refreshes what each route's writes change, each change once (a tick with a grade and a rating vote)", async () => {
    const client = new QueryClient();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRefreshAfterWrite(), { wrapper });
    await result.current('createAscent', 'createGradeVote', 'createRatingVote');
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([...REFRESHES.tickAdded, ...REFRESHES.voteCast]);
  });
});
