/**
 * An editor's tools as small state machines: each tool has states of its own (idle, drawing,
 * saving…) and answers an event with its next state and the side effects it asks for, as plain data.
 * Tools never save, toast or confirm themselves: the editor's one effect runner does (useEditorCore).
 */
export interface Transition<S, F> {
  state: S;
  effects: readonly F[];
}

export interface Tool<S, E, F> {
  initial: S;
  /** Whether the tool still takes events while the editor is busy (a save or an undo running). */
  whileBusy?: boolean;
  on: (state: S, event: E) => Transition<S, F>;
}

/** The same state, asking for nothing: an event the tool ignores in this state. */
export const stay = <S>(state: S): Transition<S, never> => ({ state, effects: [] });

/** A new state, with the effects to run on entering it. */
export const to = <S, F>(state: S, ...effects: F[]): Transition<S, F> => ({ state, effects });

/** Each tool's state, kept while another tool is in use (an outline half drawn survives a mode switch). */
export type ToolStates<K extends string> = Readonly<Record<K, unknown>>;

// A toolbox holds tools of different state types; each only ever sees its own state back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state type is each tool's own
export type Toolbox<K extends string, E, F> = Readonly<Record<K, Tool<any, E, F>>>;

export function initialStates<K extends string, E, F>(tools: Toolbox<K, E, F>): ToolStates<K> {
  return Object.fromEntries(
    Object.entries(tools).map(([k, t]) => [k, (t as Tool<unknown, E, F>).initial]),
  ) as Record<K, unknown>;
}

/**
 * Hands an event to the tool in use: the tools' states after it and the effects it asks for. A busy
 * editor drops the event unless the tool takes events while busy.
 */
export function sendToTool<K extends string, E, F>(
  tools: Toolbox<K, E, F>,
  states: ToolStates<NoInfer<K>>,
  active: NoInfer<K>,
  event: E,
  busy = false,
): { states: ToolStates<K>; effects: readonly F[] } {
  const tool = tools[active];
  if (busy && !tool.whileBusy) return { states, effects: [] };
  const { state, effects } = tool.on(states[active], event);
  return { states: state === states[active] ? states : { ...states, [active]: state }, effects };
}
