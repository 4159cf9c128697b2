import { renderHook } from '@testing-library/react';
import type { SearchResult } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { useShownResults } from './use-shown-results';

const wall = (name: string): SearchResult => ({
  type: 'wall',
  wall: { id: crypto.randomUUID(), name, gym_name: null },
});
type Props = Parameters<typeof useShownResults>;
const idleQuery = { data: undefined, isError: false, isFetching: false };

function render(initial: Props) {
  return renderHook((props: Props) => useShownResults(...props), { initialProps: initial });
}

describe('useShownResults', () => {
  it('shows nothing to search before the climber types', () => {
    expect(render(['', '', idleQuery]).result.current).toEqual({ kind: 'idle' });
  });

  it('shows a spinner while the first search is on its way', () => {
    expect(render(['ja', '', idleQuery]).result.current).toEqual({ kind: 'searching' });
  });

  it('shows the results of the settled text', () => {
    const results = [wall('Janja board')];
    const { result } = render(['janja', 'janja', { data: results, isError: false, isFetching: false }]);
    expect(result.current).toEqual({ kind: 'results', results, stale: false });
  });

  it('keeps the last results while the next search is pending', () => {
    const first = [wall('Janja board')];
    const { result, rerender } = render([
      'janja',
      'janja',
      { data: first, isError: false, isFetching: false },
    ]);
    rerender(['janja b', 'janja', { data: undefined, isError: false, isFetching: false }]);
    expect(result.current).toEqual({ kind: 'results', results: first, stale: true });
    rerender(['janja b', 'janja b', { data: undefined, isError: false, isFetching: true }]);
    expect(result.current).toEqual({ kind: 'results', results: first, stale: true });
  });

  it("says 'No results' when the settled text matches nothing", () => {
    const first = [wall('Janja board')];
    const { result, rerender } = render([
      'janja',
      'janja',
      { data: first, isError: false, isFetching: false },
    ]);
    rerender(['janjaxx', 'janjaxx', { data: [], isError: false, isFetching: false }]);
    expect(result.current).toEqual({ kind: 'none' });
  });

  it("says 'No results' when the search fails", () => {
    const { result } = render(['janja', 'janja', { data: undefined, isError: true, isFetching: false }]);
    expect(result.current).toEqual({ kind: 'none' });
  });
});
