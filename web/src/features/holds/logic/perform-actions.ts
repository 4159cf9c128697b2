import type { HoldAction, Renames } from './edit-history';
import type { Point } from '@spraybook/hold-vision/geometry';

/** What undo and redo act on: the wall's holds on the server, and this device's rejected suggestions. */
export interface HoldActionEffects {
  deleteHold: (holdId: string) => Promise<unknown>;
  /** Saves the outline as a new hold, or brings back `replaces` (a delete still on the phone); resolves to its id. */
  addHold: (polygon: readonly Point[], replaces: string) => Promise<string>;
  setRejected: (suggestion: string, rejected: boolean) => void;
}

/**
 * Carries out undo/redo actions one after another, in the order given (each save waits for the last,
 * so the server sees them in that order); resolves to the new ids of re-added outlines, by the id each
 * replaces. A failed save rejects at once and leaves the later actions undone.
 */
export async function performActions(
  actions: readonly HoldAction[],
  effects: HoldActionEffects,
): Promise<Renames> {
  const renames: Record<string, string> = {};
  for (const action of actions) {
    if (action.action === 'delete') await effects.deleteHold(action.holdId);
    else if (action.action === 'add')
      renames[action.replaces] = await effects.addHold(action.polygon, action.replaces);
    else effects.setRejected(action.suggestion, action.action === 'reject');
  }
  return renames;
}
