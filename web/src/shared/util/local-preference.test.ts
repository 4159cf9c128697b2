import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalPreference } from './local-preference';

describe('useLocalPreference', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives the default until the user changes it, then keeps the choice across page loads', () => {
    const first = renderHook(() => useLocalPreference('colour-blind', false));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    expect(window.localStorage.getItem('spraybook-pref:colour-blind')).toBe('true');
  });

  it('updates every component that reads the same preference', () => {
    const a = renderHook(() => useLocalPreference('hide-undo', false));
    const b = renderHook(() => useLocalPreference('hide-undo', false));
    act(() => a.result.current[1](true));
    expect(b.result.current[0]).toBe(true);
  });

  it('falls back to the default when the stored value is unreadable', () => {
    window.localStorage.setItem('spraybook-pref:padding', '{oops');
    const { result } = renderHook(() => useLocalPreference('padding', 50));
    expect(result.current[0]).toBe(50);
  });
});
