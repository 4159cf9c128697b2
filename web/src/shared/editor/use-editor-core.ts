import { useCallback, useReducer, useRef, useState } from 'react';
import {
  canRedo,
  canUndo,
  emptyHistory,
  record as recordStep,
  redoDeltas,
  redoMark,
  redone,
  undoDeltas,
  undoMark,
  undone,
  type History,
} from './history';
import { initialStates, sendToTool, type Toolbox, type ToolStates } from './tool';

/** Renames deltas after an undo or redo was carried out (a hold re-added gets a new id). */
export type Rewrite<D> = (delta: D) => D;

/** What the effect runner may do besides its own work: tell the tool the outcome, record a step, lock. */
export interface EffectContext<D, E, K extends string = string> {
  /** Hands the outcome to a tool: the one in use, or the one named (a save may end after a mode switch). */
  send: (event: E, tool?: K) => void;
  record: (mark: string, deltas: D | readonly D[]) => void;
  /** Runs one change at a time (saves, undo, redo); a second one while one runs is dropped. */
  exclusive: (work: () => Promise<void>) => Promise<void>;
  /** Like `exclusive`, but waits for the change running to end instead of being dropped. */
  queue: (work: () => Promise<void>) => Promise<void>;
}

export interface EditorCoreOptions<D, A, K extends string, E, F> {
  tools: Toolbox<K, E, F>;
  initialTool: K;
  /** The editor's one place for side effects: every effect a tool asks for comes here. */
  runEffect: (effect: F, context: EffectContext<D, E, K>) => void;
  invert: (delta: D) => A;
  again: (delta: D) => A;
  /** Carries out undo/redo actions, synchronously (local state) or on a server (a promise). */
  carryOut: (actions: A[]) => Promise<Rewrite<D> | void> | Rewrite<D> | void;
}

const isPromise = <T>(value: unknown): value is Promise<T> =>
  !!value && typeof (value as { then?: unknown }).then === 'function';

/**
 * The core both editors run on: which tool is in use and each tool's state, one undo history of
 * deltas with marks, one lock for changes that save, and the effect runner every tool's effects go
 * through. State lives in refs (read at once by fast taps) and a render is asked for on each change.
 */
export function useEditorCore<D, A, K extends string, E, F>(options: EditorCoreOptions<D, A, K, E, F>) {
  const latest = useRef(options);
  latest.current = options;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [tool, setToolState] = useState<K>(options.initialTool);
  const toolRef = useRef(tool);
  const states = useRef<ToolStates<K>>(initialStates(options.tools));
  const history = useRef<History<D>>(emptyHistory);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const setHistory = useCallback((next: History<D>) => {
    if (next === history.current) return;
    history.current = next;
    rerender();
  }, []);

  // The change running, for `queue` to wait on.
  const active = useRef<Promise<void>>(Promise.resolve());
  const exclusive = useCallback((work: () => Promise<void>) => {
    if (running.current) return Promise.resolve();
    running.current = true;
    setBusy(true);
    active.current = (async () => {
      try {
        await work();
      } catch {
        // A failed save already showed the Error dialog (the mutations' default); the editor stays as it was.
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
    return active.current;
  }, []);
  const queue = useCallback(
    async (work: () => Promise<void>) => {
      // Several may wait on one change: the first to wake takes the lock, the others wait on it.
      while (running.current) await active.current;
      return exclusive(work);
    },
    [exclusive],
  );

  const record = useCallback(
    (mark: string, deltas: D | readonly D[]) => setHistory(recordStep(history.current, mark, deltas)),
    [setHistory],
  );

  const send = useCallback((event: E, to: K = toolRef.current) => {
    const { tools, runEffect } = latest.current;
    const sent = sendToTool(tools, states.current, to, event, running.current);
    if (sent.states !== states.current) {
      states.current = sent.states;
      rerender();
    }
    for (const effect of sent.effects) runEffect(effect, context.current);
  }, []);
  const context = useRef<EffectContext<D, E, K>>({ send, record, exclusive, queue });

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const { invert, again, carryOut } = latest.current;
      const h = history.current;
      const actions = direction === 'undo' ? undoDeltas(h, invert) : redoDeltas(h, again);
      if (!actions.length || running.current) return;
      const finish = (rewrite: Rewrite<D> | void) =>
        setHistory(direction === 'undo' ? undone(h, rewrite || undefined) : redone(h, rewrite || undefined));
      const result = carryOut(actions);
      if (isPromise<Rewrite<D> | void>(result)) void exclusive(async () => finish(await result));
      else finish(result);
    },
    [exclusive, setHistory],
  );

  const setTool = useCallback((next: K) => {
    toolRef.current = next;
    setToolState(next);
  }, []);

  /** Runs an effect no tool asked for (a tracing answer, an accepted suggestion) through the same runner. */
  const run = useCallback((effect: F) => latest.current.runEffect(effect, context.current), []);

  return {
    tool,
    setTool,
    run,
    /** The state of a tool (kept while another is in use). */
    stateOf: <S>(name: K) => states.current[name] as S,
    send,
    record,
    exclusive,
    queue,
    busy,
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: canUndo(history.current),
    canRedo: canRedo(history.current),
    undoMark: undoMark(history.current),
    redoMark: redoMark(history.current),
  };
}
