import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpeningCount } from './use-opening-count';

describe('useOpeningCount', () => {
  it('counts each opening, so content keyed by it starts afresh however soon it is opened again', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpeningCount(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toBe(0);
    rerender({ opened: true });
    expect(result.current).toBe(1);
    rerender({ opened: true });
    expect(result.current).toBe(1);
    rerender({ opened: false });
    rerender({ opened: true });
    expect(result.current).toBe(2);
  });
});
