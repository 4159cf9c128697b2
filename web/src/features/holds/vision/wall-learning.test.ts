import { afterEach, describe, expect, it } from 'vitest';
import { learnableHolds, loadUnlearned, saveUnlearned } from './wall-learning';

const square = (x: number) => [
  { x, y: 0.1 },
  { x: x + 0.1, y: 0.1 },
  { x: x + 0.1, y: 0.2 },
];

describe('what the wall learns from', () => {
  afterEach(() => window.localStorage.clear());

  it('is every hold on the photo but those set aside by Forget what you learned', () => {
    const holds = [
      { id: 'a', bounding_polygon: square(0.1) },
      { id: 'b', bounding_polygon: square(0.3) },
      { id: 'c', bounding_polygon: square(0.5) },
    ];
    expect(learnableHolds(holds, [])).toEqual([square(0.1), square(0.3), square(0.5)]);
    expect(learnableHolds(holds, ['a', 'c', 'gone'])).toEqual([square(0.3)]);
  });

  it('keeps the holds set aside per photo in this browser', () => {
    expect(loadUnlearned('r1')).toEqual([]);
    saveUnlearned('r1', ['a', 'b']);
    expect(loadUnlearned('r1')).toEqual(['a', 'b']);
    expect(loadUnlearned('r2')).toEqual([]);
  });

  it('reads a damaged entry as nothing set aside', () => {
    window.localStorage.setItem('spraybook-unlearned:r1', '{not json');
    expect(loadUnlearned('r1')).toEqual([]);
    window.localStorage.setItem('spraybook-unlearned:r1', '[1, "a", null]');
    expect(loadUnlearned('r1')).toEqual(['a']);
  });
});
