import type { Point } from '@spraybook/hold-vision/geometry';
import { stay, to, type Tool, type Toolbox } from '../../../shared/editor/tool';
import type { TapScreen } from '../../../shared/canvas';
import type { EditorMode } from './editor-keys';
import {
  addPoint,
  canFinish,
  closesDraft,
  emptyDraft,
  removeLastPoint,
  type PolygonDraft,
} from './polygon-draft';
import type { Suggestion } from './suggestions';

export type HoldEditorEvent =
  | { type: 'tap'; point: Point; screen: TapScreen }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'remove-last-point' }
  /** The outline a tool asked to save was saved, or was not. */
  | { type: 'saved' }
  | { type: 'failed' };

export type HoldEditorEffect =
  | { type: 'save-draft'; polygon: PolygonDraft }
  | { type: 'save-outline' }
  | { type: 'clear-outline' }
  | { type: 'trace'; point: Point }
  | { type: 'delete-at'; point: Point }
  | { type: 'review'; point: Point }
  // What tracing and Suggest mode answer, run by the same runner as the tools' effects.
  | { type: 'no-hold-found' }
  | { type: 'suggested'; count: number }
  | { type: 'accept'; suggestions: readonly Suggestion[] }
  | { type: 'reject'; suggestion: Suggestion }
  | { type: 'failed'; error: unknown };

/** Add mode: idle, drawing points one tap at a time, then saving them as a hold. */
export type AddState =
  | { phase: 'idle'; points: PolygonDraft }
  | { phase: 'drawing'; points: PolygonDraft }
  | { phase: 'saving'; points: PolygonDraft };

const idle: AddState = { phase: 'idle', points: emptyDraft };
const drawing = (points: PolygonDraft): AddState => (points.length ? { phase: 'drawing', points } : idle);

function saveIfFinished(state: AddState) {
  return canFinish(state.points)
    ? to<AddState, HoldEditorEffect>(
        { phase: 'saving', points: state.points },
        {
          type: 'save-draft',
          polygon: state.points,
        },
      )
    : stay(state);
}

/** Taps add corners; a tap on the first corner, Enter or the tick saves; Escape drops them. */
export const addTool: Tool<AddState, HoldEditorEvent, HoldEditorEffect> = {
  initial: idle,
  whileBusy: true,
  on: (state, event) => {
    if (state.phase === 'saving') {
      if (event.type === 'saved') return to(idle);
      if (event.type === 'failed') return to(drawing(state.points));
      return stay(state);
    }
    switch (event.type) {
      case 'tap':
        return closesDraft(state.points, event.point, event.screen.pixelsPerUnit)
          ? saveIfFinished(state)
          : to(drawing(addPoint(state.points, event.point)));
      case 'finish':
        return saveIfFinished(state);
      case 'cancel':
        return to(idle);
      case 'remove-last-point':
        return to(drawing(removeLastPoint(state.points)));
      default:
        return stay(state);
    }
  },
};

/** A tool whose work lives outside its state (the tracing worker, a confirmation): events become effects. */
function effectsTool(
  onEvent: (event: HoldEditorEvent) => HoldEditorEffect | null,
): Tool<'idle', HoldEditorEvent, HoldEditorEffect> {
  return {
    initial: 'idle',
    whileBusy: true,
    on: (state, event) => {
      const effect = onEvent(event);
      return effect ? to(state, effect) : stay(state);
    },
  };
}

const ignoresAll = effectsTool(() => null);

/** The hold editor's six modes, in the order of their keys 1-6. */
export const HOLD_TOOLS: Toolbox<EditorMode, HoldEditorEvent, HoldEditorEffect> = {
  move: ignoresAll,
  add: addTool,
  delete: effectsTool((e) => (e.type === 'tap' ? { type: 'delete-at', point: e.point } : null)),
  view: ignoresAll,
  // The outline being shaped lives in the tracing hook: Enter saves it, Escape only hides it.
  outline: effectsTool((e) =>
    e.type === 'tap'
      ? { type: 'trace', point: e.point }
      : e.type === 'finish'
        ? { type: 'save-outline' }
        : e.type === 'cancel'
          ? { type: 'clear-outline' }
          : null,
  ),
  suggest: effectsTool((e) => (e.type === 'tap' ? { type: 'review', point: e.point } : null)),
};
