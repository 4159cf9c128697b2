import { describe, expect, it } from 'vitest';
import { NO_HOLDS, type ClimbHoldLists } from '@spraybook/contract/plain';
import { climbFocus, climbHoldBoxes, climbMarks } from './climb-marks';

const square = [
  { x: 0, y: 0 },
  { x: 0.1, y: 0 },
  { x: 0.1, y: 0.1 },
];
const holds = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, bounding_polygon: square }));
const none = NO_HOLDS;
const marksOf = (climb: Partial<ClimbHoldLists>) =>
  Object.fromEntries(climbMarks(holds, { ...none, ...climb }).map((h) => [h.id, [h.mark, h.label]]));

describe('climbMarks', () => {
  it('marks each role with its colour and leaves the other holds unselected', () => {
    expect(
      marksOf({
        start_holds: ['a'],
        intermediate_holds: ['b'],
        top_holds: ['c'],
        foot_holds: ['d'],
        hand_only_holds: ['e'],
      }),
    ).toEqual({
      a: ['start', undefined],
      b: ['intermediate', undefined],
      c: ['top', undefined],
      d: ['foot', undefined],
      e: ['hand', undefined],
      f: ['unselected', undefined],
    });
  });

  it('numbers a circuit: the first two start, the last ends, the rest are between', () => {
    expect(marksOf({ circuit_holds: ['a', 'b', 'c', 'd'], foot_holds: ['e'] })).toMatchObject({
      a: ['start', '1'],
      b: ['start', '2'],
      c: ['intermediate', '3'],
      d: ['top', '4'],
      e: ['foot', undefined],
    });
  });

  it('shows every visit of a hold the circuit comes back to, in the end colour when it ends there', () => {
    expect(marksOf({ circuit_holds: ['a', 'b', 'c', 'a'] })).toMatchObject({
      a: ['top', '1, 4'],
      b: ['start', '2'],
      c: ['intermediate', '3'],
    });
    expect(marksOf({ circuit_holds: ['a', 'b', 'c', 'b', 'd'] })).toMatchObject({ b: ['start', '2, 4'] });
  });

  it('keeps the photo order of holds, whatever the climb lists', () => {
    expect(climbMarks(holds, { ...none, top_holds: ['f'], start_holds: ['a'] }).map((h) => h.id)).toEqual(
      holds.map((h) => h.id),
    );
  });
});

describe('climbFocus', () => {
  const at = (id: string, x: number, y: number) => ({ id, bounding_polygon: [{ x, y }] });
  const photo = [at('a', 0.1, 0.2), at('b', 0.5, 0.8), at('c', 0.9, 0.1)];
  it("is the box around the climb's holds only", () => {
    const marks = climbMarks(photo, { ...none, start_holds: ['a'], top_holds: ['b'] });
    expect(climbFocus(marks)).toEqual({ left: 0.1, top: 0.2, right: 0.5, bottom: 0.8 });
  });
  it('is null for a climb without holds on the photo (the whole photo shows)', () => {
    expect(climbFocus(climbMarks(photo, { ...none, start_holds: ['gone'] }))).toBeNull();
  });
});

describe('climbHoldBoxes', () => {
  it("is one box per hold of the climb, the wall's other holds left out", () => {
    const photo = [
      {
        id: 'a',
        bounding_polygon: [
          { x: 0.1, y: 0.2 },
          { x: 0.2, y: 0.3 },
        ],
      },
      { id: 'b', bounding_polygon: [{ x: 0.5, y: 0.5 }] },
      {
        id: 'c',
        bounding_polygon: [
          { x: 0.7, y: 0.1 },
          { x: 0.6, y: 0.15 },
        ],
      },
    ];
    const marks = climbMarks(photo, { ...none, start_holds: ['a'], top_holds: ['c'] });
    expect(climbHoldBoxes(marks)).toEqual([
      { left: 0.1, top: 0.2, right: 0.2, bottom: 0.3 },
      { left: 0.6, top: 0.1, right: 0.7, bottom: 0.15 },
    ]);
  });
});
