import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  record as recordStep,
  redoDeltas,
  redone,
  undoDeltas,
  undone,
  type History,
} from '../../../shared/editor/history';
import { again, inverse, markOf, renamed, type HoldChange } from './edit-history';
import { performActions, type HoldActionEffects } from './perform-actions';
import type { Point } from '@spraybook/hold-vision/geometry';

const outline = (x: number) => [
  { x, y: 0.1 },
  { x: x + 0.1, y: 0.1 },
  { x, y: 0.2 },
];

/** A wall's holds and rejected suggestions as the server and the device would keep them, with a log. */
function fakeWall(holds: Record<string, readonly Point[]> = {}) {
  const wall = { holds: { ...holds }, rejected: new Set<string>(), log: [] as string[] };
  let next = 1;
  const effects: HoldActionEffects = {
    deleteHold: async (holdId) => {
      if (!wall.holds[holdId]) throw new Error(`no hold ${holdId}`);
      delete wall.holds[holdId];
      wall.log.push(`delete ${holdId}`);
    },
    addHold: async (polygon) => {
      const id = `new${next++}`;
      wall.holds[id] = polygon;
      wall.log.push(`add ${id}`);
      return id;
    },
    setRejected: (suggestion, rejected) => {
      if (rejected) wall.rejected.add(suggestion);
      else wall.rejected.delete(suggestion);
      wall.log.push(`${rejected ? 'reject' : 'restore'} ${suggestion}`);
    },
  };
  return { wall, effects };
}

type EditHistory = History<HoldChange>;
const record = (history: EditHistory, step: HoldChange | HoldChange[]) => {
  const list = Array.isArray(step) ? step : [step];
  return recordStep(history, markOf(list), list);
};
const deltas = (steps: EditHistory['done']) => steps.map((s) => s.deltas);

/** What the hold editor does on undo and redo: run the step's actions, then move the step. */
const undo = async (history: EditHistory, effects: HoldActionEffects) =>
  undone(history, renamed(await performActions(undoDeltas(history, inverse), effects)));
const redo = async (history: EditHistory, effects: HoldActionEffects) =>
  redone(history, renamed(await performActions(redoDeltas(history, again), effects)));

describe("the hold editor's undo and redo", () => {
  it('undoes an added hold by deleting it, and redoes it as a new hold that a second undo deletes', async () => {
    const { wall, effects } = fakeWall({ a: outline(0.1) });
    let history = record(emptyHistory, { kind: 'added', holdId: 'a', polygon: outline(0.1) });

    history = await undo(history, effects);
    expect(wall.holds).toEqual({});
    history = await redo(history, effects);
    expect(wall.holds).toEqual({ new1: outline(0.1) });
    // The redone hold has a new id: the next undo must delete that one, not the old id.
    history = await undo(history, effects);
    expect(wall.holds).toEqual({});
    expect(wall.log).toEqual(['delete a', 'add new1', 'delete new1']);
    expect(history.done).toEqual([]);
    expect(deltas(history.undone)).toEqual([[{ kind: 'added', holdId: 'new1', polygon: outline(0.1) }]]);
  });

  it('undoes a deleted hold by adding its outline again, and redoes the delete on the re-added hold', async () => {
    const { wall, effects } = fakeWall({});
    let history = record(emptyHistory, { kind: 'deleted', holdId: 'b', polygon: outline(0.3) });

    history = await undo(history, effects);
    expect(wall.holds).toEqual({ new1: outline(0.3) });
    history = await redo(history, effects);
    expect(wall.holds).toEqual({});
    expect(wall.log).toEqual(['add new1', 'delete new1']);
    expect(deltas(history.done)).toEqual([[{ kind: 'deleted', holdId: 'new1', polygon: outline(0.3) }]]);
  });

  it('restores a rejected suggestion on undo and rejects it again on redo', async () => {
    const { wall, effects } = fakeWall();
    wall.rejected.add('s1');
    let history = record(emptyHistory, { kind: 'rejected', suggestion: 's1' });

    history = await undo(history, effects);
    expect([...wall.rejected]).toEqual([]);
    await redo(history, effects);
    expect([...wall.rejected]).toEqual(['s1']);
    expect(wall.log).toEqual(['restore s1', 'reject s1']);
  });

  it('undoes a step of several changes newest first, and redoes them in the order they were made', async () => {
    const step: HoldChange[] = [
      { kind: 'added', holdId: 'x', polygon: outline(0.1) },
      { kind: 'rejected', suggestion: 's2' },
      { kind: 'added', holdId: 'y', polygon: outline(0.5) },
    ];
    const { wall, effects } = fakeWall({ x: outline(0.1), y: outline(0.5) });
    wall.rejected.add('s2');
    let history = record(emptyHistory, step);

    history = await undo(history, effects);
    expect(wall.log).toEqual(['delete y', 'restore s2', 'delete x']);
    history = await redo(history, effects);
    expect(wall.log.slice(3)).toEqual(['add new1', 'reject s2', 'add new2']);
    expect(wall.holds).toEqual({ new1: outline(0.1), new2: outline(0.5) });
    expect(deltas(history.done)).toEqual([
      [
        { kind: 'added', holdId: 'new1', polygon: outline(0.1) },
        { kind: 'rejected', suggestion: 's2' },
        { kind: 'added', holdId: 'new2', polygon: outline(0.5) },
      ],
    ]);
  });

  it('waits for each save before the next, and answers the new ids by the ids they replace', async () => {
    const started: string[] = [];
    let finished = 0;
    const renames = await performActions(
      [
        { action: 'add', polygon: outline(0.1), replaces: 'old1' },
        { action: 'add', polygon: outline(0.2), replaces: 'old2' },
      ],
      {
        deleteHold: async () => {},
        addHold: async (polygon) => {
          started.push(`${polygon[0]!.x} after ${finished}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          finished++;
          return `id${finished}`;
        },
        setRejected: () => {},
      },
    );
    expect(started).toEqual(['0.1 after 0', '0.2 after 1']);
    expect(renames).toEqual({ old1: 'id1', old2: 'id2' });
  });

  it('stops at a failed save and runs none of the later actions', async () => {
    const { wall, effects } = fakeWall({ x: outline(0.1), y: outline(0.5) });
    const history = record(emptyHistory, [
      { kind: 'added', holdId: 'x', polygon: outline(0.1) },
      { kind: 'added', holdId: 'gone', polygon: outline(0.3) },
      { kind: 'added', holdId: 'y', polygon: outline(0.5) },
    ]);
    // Newest first: y is deleted, deleting 'gone' fails, and x is left alone.
    await expect(undo(history, effects)).rejects.toThrow('no hold gone');
    expect(wall.log).toEqual(['delete y']);
    expect(Object.keys(wall.holds)).toEqual(['x']);
  });
});
