import { describe, expect, it } from 'vitest';
import { initialStates, sendToTool } from '../../../shared/editor/tool';
import { addTool, HOLD_TOOLS, type AddState, type HoldEditorEvent } from './hold-tools';

// The photo shown 1000 px square: 0.001 is a pixel.
const screen = { pixelsPerUnit: { x: 1000, y: 1000 } };
const tap = (x: number, y: number) => ({ type: 'tap', point: { x, y }, screen }) satisfies HoldEditorEvent;
const run = (state: AddState, ...events: HoldEditorEvent[]) => {
  let s = state;
  const effects = [];
  for (const e of events) {
    const t = addTool.on(s, e);
    s = t.state;
    effects.push(...t.effects);
  }
  return { state: s, effects };
};
const triangle = [tap(0.1, 0.1), tap(0.3, 0.1), tap(0.2, 0.3)];

describe('the add tool', () => {
  it('goes from idle to drawing with each tap', () => {
    const { state, effects } = run(addTool.initial, ...triangle);
    expect(state.phase).toBe('drawing');
    expect(state.points).toHaveLength(3);
    expect(effects).toEqual([]);
  });

  it('saves on Enter, or on a tap on the first corner, once there are three corners', () => {
    expect(run(addTool.initial, tap(0.1, 0.1), tap(0.3, 0.1), { type: 'finish' }).effects).toEqual([]);
    const byEnter = run(addTool.initial, ...triangle, { type: 'finish' });
    expect(byEnter.state.phase).toBe('saving');
    expect(byEnter.effects).toEqual([{ type: 'save-draft', polygon: byEnter.state.points }]);
    const byTap = run(addTool.initial, ...triangle, tap(0.1005, 0.1005));
    expect(byTap.effects).toHaveLength(1);
    expect(byTap.state.points).toHaveLength(3);
  });

  it('ignores taps while saving, then is idle once saved, or drawing again if the save failed', () => {
    const saving = run(addTool.initial, ...triangle, { type: 'finish' }).state;
    expect(run(saving, tap(0.5, 0.5)).state).toBe(saving);
    expect(run(saving, { type: 'saved' }).state).toEqual({ phase: 'idle', points: [] });
    expect(run(saving, { type: 'failed' }).state).toEqual({ phase: 'drawing', points: saving.points });
  });

  it('takes back the last corner, and drops them all on Escape', () => {
    const two = run(addTool.initial, tap(0.1, 0.1), tap(0.3, 0.1)).state;
    expect(run(two, { type: 'remove-last-point' }).state.points).toHaveLength(1);
    expect(run(two, { type: 'remove-last-point' }, { type: 'remove-last-point' }).state.phase).toBe('idle');
    expect(run(two, { type: 'cancel' }).state).toEqual({ phase: 'idle', points: [] });
  });
});

describe("the hold editor's other tools", () => {
  const states = initialStates(HOLD_TOOLS);
  it('turn taps into effects for delete, outline and suggest, and ignore them in move and view', () => {
    const t = tap(0.4, 0.4);
    expect(sendToTool(HOLD_TOOLS, states, 'delete', t).effects).toEqual([
      { type: 'delete-at', point: t.point },
    ]);
    expect(sendToTool(HOLD_TOOLS, states, 'outline', t).effects).toEqual([{ type: 'trace', point: t.point }]);
    expect(sendToTool(HOLD_TOOLS, states, 'suggest', t).effects).toEqual([
      { type: 'review', point: t.point },
    ]);
    expect(sendToTool(HOLD_TOOLS, states, 'move', t).effects).toEqual([]);
    expect(sendToTool(HOLD_TOOLS, states, 'view', t).effects).toEqual([]);
  });
  it('save or hide the traced outline on Enter and Escape in outline mode only', () => {
    expect(sendToTool(HOLD_TOOLS, states, 'outline', { type: 'finish' }).effects).toEqual([
      { type: 'save-outline' },
    ]);
    expect(sendToTool(HOLD_TOOLS, states, 'outline', { type: 'cancel' }).effects).toEqual([
      { type: 'clear-outline' },
    ]);
    expect(sendToTool(HOLD_TOOLS, states, 'delete', { type: 'finish' }).effects).toEqual([]);
  });
});
