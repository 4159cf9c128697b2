import { describe, expect, it } from 'vitest';
import { emptySelection, switchType, tapHold } from './climb-selection';
import { applyDelta, invertDelta, selectionDelta } from './selection-delta';

const settings = { footOnly: true, handOnly: false };

describe('selection deltas', () => {
  it('hold only the lists a tap changed, and nothing for no change', () => {
    const empty = emptySelection();
    const one = tapHold(empty, 'a', settings);
    expect(selectionDelta(empty, one)).toEqual({
      before: { intermediate_holds: [] },
      after: { intermediate_holds: ['a'] },
    });
    const start = tapHold(one, 'a', settings);
    expect(Object.keys(selectionDelta(one, start)!.after).sort()).toEqual([
      'intermediate_holds',
      'start_holds',
    ]);
    expect(selectionDelta(one, one)).toBeNull();
  });

  it('undo and redo a change exactly', () => {
    const one = tapHold(tapHold(emptySelection(), 'a', settings), 'b', settings);
    const two = tapHold(one, 'a', settings);
    const delta = selectionDelta(one, two)!;
    expect(applyDelta(two, invertDelta(delta))).toEqual(one);
    expect(applyDelta(one, delta)).toEqual(two);
  });

  it('carry a switch of climb type with every list it cleared', () => {
    const picked = tapHold(emptySelection(), 'a', settings);
    const circuit = switchType(picked, 'circuit');
    const delta = selectionDelta(picked, circuit)!;
    expect(delta.after.type).toBe('circuit');
    expect(applyDelta(circuit, invertDelta(delta))).toEqual(picked);
  });
});
