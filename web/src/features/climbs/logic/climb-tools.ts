import { stay, to, type Tool } from '../../../shared/editor/tool';
import type { ClimbSelection, TapRole } from './climb-selection';

/** A tap on a hold carries the role chosen in the role row (null: the tap cycle). */
export type ClimbEditorEvent =
  | { type: 'tap-hold'; holdId: string; role: TapRole | null }
  | { type: 'switch-type'; to: ClimbSelection['type'] };
export type ClimbEditorEffect =
  | { type: 'pick'; holdId: string; role: TapRole | null }
  | { type: 'switch-type'; to: ClimbSelection['type'] };

/**
 * The climb editor's one tool: a tap on a hold moves it along the spec's tap cycle (or gives it the
 * chosen role), the type switch
 * starts afresh. It has no state of its own (what is picked is the editor's, with its history); the
 * finger's press and the loupe belong to the photo canvas.
 */
export const pickTool: Tool<'idle', ClimbEditorEvent, ClimbEditorEffect> = {
  initial: 'idle',
  whileBusy: true,
  on: (state, event) =>
    event.type === 'tap-hold'
      ? to(state, { type: 'pick', holdId: event.holdId, role: event.role })
      : event.type === 'switch-type'
        ? to(state, { type: 'switch-type', to: event.to })
        : stay(state),
};

export const CLIMB_TOOLS = { pick: pickTool } as const;
