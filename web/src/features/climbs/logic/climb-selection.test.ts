import { describe, expect, it } from 'vitest';
import { NO_HOLDS } from '@spraybook/contract/plain';
import {
  emptySelection,
  selectionFromClimb,
  selectionSummary,
  switchType,
  tapCircuit,
  tapHold,
  tapStandard,
  type ClimbSelection,
  type TapSettings,
} from './climb-selection';

const SETTINGS: Record<string, TapSettings> = {
  neither: { footOnly: false, handOnly: false },
  foot: { footOnly: true, handOnly: false },
  hand: { footOnly: false, handOnly: true },
  both: { footOnly: true, handOnly: true },
};

/** The roles hold 'h' takes on successive taps, starting unselected. */
function cycle(settings: TapSettings, taps: number) {
  let selection = emptySelection();
  const roles: string[] = [];
  for (let i = 0; i < taps; i++) {
    selection = tapStandard(selection, 'h', settings);
    const entry = Object.entries(selection.holds).find(([, ids]) => ids.includes('h'));
    roles.push(entry ? entry[0].replace('_holds', '') : 'unselected');
  }
  return roles;
}

describe('the standard tap cycle', () => {
  it('goes intermediate, start, top, then unselected without foot-only or hand-only holds', () => {
    expect(cycle(SETTINGS.neither!, 5)).toEqual([
      'intermediate',
      'start',
      'top',
      'unselected',
      'intermediate',
    ]);
  });

  it('passes through foot after top when foot-only holds are on', () => {
    expect(cycle(SETTINGS.foot!, 5)).toEqual(['intermediate', 'start', 'top', 'foot', 'unselected']);
  });

  it('passes through hand after top when hand-only holds are on', () => {
    expect(cycle(SETTINGS.hand!, 5)).toEqual(['intermediate', 'start', 'top', 'hand_only', 'unselected']);
  });

  it('passes through foot then hand when both are on', () => {
    expect(cycle(SETTINGS.both!, 6)).toEqual([
      'intermediate',
      'start',
      'top',
      'foot',
      'hand_only',
      'unselected',
    ]);
  });

  it('takes a foot hold to unselected once foot-only is off, or to hand when hand-only is on', () => {
    const foot: ClimbSelection = { type: 'standard', holds: { ...NO_HOLDS, foot_holds: ['h'] } };
    expect(tapStandard(foot, 'h', SETTINGS.neither!).holds).toEqual(NO_HOLDS);
    expect(tapStandard(foot, 'h', SETTINGS.hand!).holds).toEqual({ ...NO_HOLDS, hand_only_holds: ['h'] });
  });

  it('takes a hand-only hold to unselected whatever the settings', () => {
    const hand: ClimbSelection = { type: 'standard', holds: { ...NO_HOLDS, hand_only_holds: ['h'] } };
    for (const settings of Object.values(SETTINGS))
      expect(tapStandard(hand, 'h', settings).holds).toEqual(NO_HOLDS);
  });

  it('changes only the tapped hold and keeps the order holds were picked in', () => {
    let selection = emptySelection();
    for (const id of ['a', 'b', 'c']) selection = tapStandard(selection, id, SETTINGS.neither!);
    selection = tapStandard(selection, 'b', SETTINGS.neither!);
    expect(selection.holds).toEqual({ ...NO_HOLDS, intermediate_holds: ['a', 'c'], start_holds: ['b'] });
  });

  it('never changes the selection it was given', () => {
    const before = emptySelection();
    tapStandard(before, 'h', SETTINGS.both!);
    expect(before).toEqual(emptySelection());
  });
});

describe('a tap with a role chosen', () => {
  it('gives an unpicked hold that role in one tap, whatever the cycle would give', () => {
    for (const [chosen, list] of [
      ['start', 'start_holds'],
      ['intermediate', 'intermediate_holds'],
      ['foot', 'foot_holds'],
      ['top', 'top_holds'],
    ] as const) {
      expect(tapStandard(emptySelection(), 'h', SETTINGS.neither!, chosen).holds).toEqual({
        ...NO_HOLDS,
        [list]: ['h'],
      });
    }
  });

  it('moves a hold of another role to the chosen one, and clears a hold that has it', () => {
    const start = tapStandard(emptySelection(), 'h', SETTINGS.both!, 'start');
    const top = tapStandard(start, 'h', SETTINGS.both!, 'top');
    expect(top.holds).toEqual({ ...NO_HOLDS, top_holds: ['h'] });
    expect(tapStandard(top, 'h', SETTINGS.both!, 'top').holds).toEqual(NO_HOLDS);
  });

  it('leaves circuits to their numbering', () => {
    const selection = tapHold(emptySelection('circuit'), 'a', SETTINGS.both!, 'start');
    expect(selection.holds).toEqual({ ...NO_HOLDS, circuit_holds: ['a'] });
  });
});

describe('circuits', () => {
  const circuit = (...ids: string[]): ClimbSelection => ({
    type: 'circuit',
    holds: { ...NO_HOLDS, circuit_holds: ids },
  });

  it('appends each tapped hold as the next numbered hold, and may come back to an earlier one', () => {
    let selection = emptySelection('circuit');
    for (const id of ['a', 'b', 'c', 'a']) selection = tapCircuit(selection, id);
    expect(selection.holds.circuit_holds).toEqual(['a', 'b', 'c', 'a']);
  });

  it('takes the last hold off the end when it is tapped again', () => {
    expect(tapCircuit(circuit('a', 'b', 'c'), 'c').holds.circuit_holds).toEqual(['a', 'b']);
    expect(tapCircuit(circuit('a', 'b', 'a'), 'a').holds.circuit_holds).toEqual(['a', 'b']);
  });

  it('makes the only circuit hold a foot hold when it is tapped again', () => {
    expect(tapCircuit(circuit('a'), 'a').holds).toEqual({ ...NO_HOLDS, foot_holds: ['a'] });
  });

  it('leaves foot holds as they are', () => {
    const withFoot: ClimbSelection = {
      type: 'circuit',
      holds: { ...NO_HOLDS, foot_holds: ['f'], circuit_holds: ['a'] },
    };
    expect(tapCircuit(withFoot, 'f')).toBe(withFoot);
  });

  it('never uses the standard cycle, so hand-only holds never join a circuit', () => {
    const selection = tapHold(emptySelection('circuit'), 'a', SETTINGS.both!);
    expect(selection.holds).toEqual({ ...NO_HOLDS, circuit_holds: ['a'] });
  });
});

describe('switching type', () => {
  it('starts the holds afresh in the other type', () => {
    const standard = tapStandard(emptySelection(), 'a', SETTINGS.neither!);
    expect(switchType(standard, 'circuit')).toEqual(emptySelection('circuit'));
    expect(switchType(tapCircuit(emptySelection('circuit'), 'a'), 'standard')).toEqual(emptySelection());
  });

  it('keeps the holds when the type stays the same', () => {
    const standard = tapStandard(emptySelection(), 'a', SETTINGS.neither!);
    expect(switchType(standard, 'standard')).toBe(standard);
  });
});

describe('a saved climb in the editor', () => {
  it('is a circuit when it has circuit holds, else standard, with its holds as saved', () => {
    const holds = { ...NO_HOLDS, circuit_holds: ['a', 'b'], foot_holds: ['f'] };
    expect(selectionFromClimb(holds)).toEqual({ type: 'circuit', holds });
    const standard = { ...NO_HOLDS, start_holds: ['s'], top_holds: ['t'] };
    expect(selectionFromClimb(standard)).toEqual({ type: 'standard', holds: standard });
  });
});

describe('the status line', () => {
  it('counts the holds of each role, leaving out roles with none', () => {
    const selection: ClimbSelection = {
      type: 'standard',
      holds: { ...NO_HOLDS, start_holds: ['a', 'b'], intermediate_holds: ['c'], top_holds: ['d'] },
    };
    expect(selectionSummary(selection)).toBe('2 start · 1 intermediate · 1 top');
    expect(selectionSummary(emptySelection())).toBe('No holds picked yet');
    expect(
      selectionSummary({ type: 'circuit', holds: { ...NO_HOLDS, circuit_holds: ['a', 'b', 'a'] } }),
    ).toBe('3 in the circuit');
  });
});
