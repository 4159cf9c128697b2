import type { QueuedWrite } from '../../../shared/offline/public';

/**
 * Whether a climb is on the to-do list as the climber left it: the server's answer, unless a to-do change
 * of this climb still waits on the phone (offline), whose latest one decides; `waiting` says so.
 */
export function shownTodo(onServerList: boolean, writes: QueuedWrite[], climbId: string) {
  const latest = writes.findLast(
    (w) =>
      w.state === 'pending' &&
      w.about?.climbId === climbId &&
      (w.route === 'addTodoClimb' || w.route === 'removeTodoClimb'),
  );
  return latest
    ? { onList: latest.route === 'addTodoClimb', waiting: true }
    : { onList: onServerList, waiting: false };
}
