import { describe, expect, it } from 'vitest';
import { savedScrollPosition, saveScrollPosition } from './scroll-positions';

describe('scroll positions', () => {
  it('gives back the position saved for a history entry, and nothing for an unknown one', () => {
    saveScrollPosition(sessionStorage, 'a', 420);
    saveScrollPosition(sessionStorage, 'b', 0);
    expect(savedScrollPosition(sessionStorage, 'a')).toBe(420);
    expect(savedScrollPosition(sessionStorage, 'b')).toBe(0);
    expect(savedScrollPosition(sessionStorage, 'c')).toBeUndefined();
  });

  it('keeps only the latest hundred entries', () => {
    for (let i = 0; i < 120; i++) saveScrollPosition(sessionStorage, `entry-${i}`, i);
    expect(savedScrollPosition(sessionStorage, 'entry-19')).toBeUndefined();
    expect(savedScrollPosition(sessionStorage, 'entry-20')).toBe(20);
    expect(savedScrollPosition(sessionStorage, 'entry-119')).toBe(119);
  });

  it('starts afresh when what is stored is not readable', () => {
    sessionStorage.setItem('spraybook-scroll-positions', '{not json');
    expect(savedScrollPosition(sessionStorage, 'a')).toBeUndefined();
    saveScrollPosition(sessionStorage, 'a', 5);
    expect(savedScrollPosition(sessionStorage, 'a')).toBe(5);
  });
});
