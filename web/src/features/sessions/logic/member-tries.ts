import type { Session } from '@spraybook/contract';

/** A member's tries on a climb of the session (none yet: 0, not sent). */
export function triesOf(session: Session, userId: string | undefined, climbId: string | null) {
  const found = session.attempts.find((a) => a.user_id === userId && a.climb_id === climbId);
  return { attempts: found?.attempts ?? 0, sent: found?.sent ?? false };
}

/** Whether `userId` is in the session now. */
export const isPresent = (session: Session, userId: string | undefined) =>
  session.members.some((m) => m.user_id === userId && m.present);

/** The queue with `climbId` moved one place up (-1) or down (+1). */
export function moved(queue: readonly string[], climbId: string, by: -1 | 1) {
  const from = queue.indexOf(climbId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= queue.length) return [...queue];
  const next = [...queue];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
