import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wallKeys } from '../../data/query-keys/wall-keys';
import { useRefreshSignedPhoto } from './use-refresh-signed-photo';

function setUp() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRefreshSignedPhoto(), { wrapper });
  return { refresh: result.current, invalidate };
}

describe("a private wall's photo whose signature expired", () => {
  it("fetches the wall's answers again for a new signature, once per address", () => {
    const { refresh, invalidate } = setUp();
    refresh('/images/walls/w/r/w960.webp?exp=1700000000&sig=abc');
    refresh('/images/walls/w/r/w960.webp?exp=1700000000&sig=abc');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: wallKeys.all });
    refresh('https://bucket.test/walls/w/r/w960.webp?X-Amz-Signature=f&X-Amz-Expires=600');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('leaves a public photo that failed alone: no signature to renew', () => {
    const { refresh, invalidate } = setUp();
    refresh('/images/walls/w/r/w960.webp');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
