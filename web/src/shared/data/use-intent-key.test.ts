import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIntentKey } from './use-intent-key';

const flash = { type: 'flash', date: '2026-11-29' };

describe('the key of what the climber asked for', () => {
  it('is the same while the same thing is asked again: a double tap, a try after an error', () => {
    const { result, rerender } = renderHook(() => useIntentKey());
    const first = result.current.keyFor(flash);
    rerender();
    expect(result.current.keyFor({ ...flash })).toBe(first);
  });

  it('is a new key for something else asked, and for the same thing once the first was done', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor(flash);
    expect(result.current.keyFor({ ...flash, type: 'redpoint' })).not.toBe(first);
    const second = result.current.keyFor(flash);
    result.current.done();
    expect(result.current.keyFor(flash)).not.toBe(second);
  });
});
