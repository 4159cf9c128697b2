import { describe, expect, it } from 'vitest';
import { initialStates, sendToTool, stay, to, type Tool } from './tool';

// A two-tap ruler: the first tap starts it, the second measures, then it waits for the save.
type RulerState = { phase: 'idle' } | { phase: 'pointing'; from: number } | { phase: 'saving' };
type RulerEvent = { type: 'tap'; at: number } | { type: 'saved' };
type RulerEffect = { type: 'save'; length: number };
const ruler: Tool<RulerState, RulerEvent, RulerEffect> = {
  initial: { phase: 'idle' },
  on: (state, event) => {
    if (event.type === 'saved') return state.phase === 'saving' ? to({ phase: 'idle' }) : stay(state);
    if (state.phase === 'idle') return to({ phase: 'pointing', from: event.at });
    if (state.phase === 'pointing')
      return to({ phase: 'saving' }, { type: 'save', length: Math.abs(event.at - state.from) });
    return stay(state);
  },
};
const counter: Tool<number, RulerEvent, RulerEffect> = {
  initial: 0,
  whileBusy: true,
  on: (n, event) => (event.type === 'tap' ? to(n + 1) : stay(n)),
};
const tools = { ruler, counter };

describe('editor tools', () => {
  it('start in their initial states', () => {
    expect(initialStates(tools)).toEqual({ ruler: { phase: 'idle' }, counter: 0 });
  });

  it('move through their states and ask for effects as data', () => {
    let states = initialStates(tools);
    let sent = sendToTool(tools, states, 'ruler', { type: 'tap', at: 2 });
    expect(sent).toEqual({ states: { ruler: { phase: 'pointing', from: 2 }, counter: 0 }, effects: [] });
    states = sent.states;
    sent = sendToTool(tools, states, 'ruler', { type: 'tap', at: 7 });
    expect(sent.effects).toEqual([{ type: 'save', length: 5 }]);
    expect(sent.states.ruler).toEqual({ phase: 'saving' });
    // Taps while saving are ignored; the save's end brings it back to idle.
    states = sendToTool(tools, sent.states, 'ruler', { type: 'tap', at: 9 }).states;
    expect(states.ruler).toEqual({ phase: 'saving' });
    expect(sendToTool(tools, states, 'ruler', { type: 'saved' }).states.ruler).toEqual({ phase: 'idle' });
  });

  it('keep each tool state while another is in use', () => {
    const states = sendToTool(tools, initialStates(tools), 'ruler', { type: 'tap', at: 1 }).states;
    const after = sendToTool(tools, states, 'counter', { type: 'tap', at: 0 }).states;
    expect(after).toEqual({ ruler: { phase: 'pointing', from: 1 }, counter: 1 });
  });

  it("hand a busy editor's events only to tools that take them while busy", () => {
    const states = initialStates(tools);
    expect(sendToTool(tools, states, 'ruler', { type: 'tap', at: 1 }, true).states).toBe(states);
    expect(sendToTool(tools, states, 'counter', { type: 'tap', at: 1 }, true).states.counter).toBe(1);
  });

  it('keep the same states object when nothing changed', () => {
    const states = initialStates(tools);
    expect(sendToTool(tools, states, 'ruler', { type: 'saved' }).states).toBe(states);
  });
});
