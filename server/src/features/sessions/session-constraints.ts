import {
  ALREADY_IN_A_SESSION,
  ALREADY_SENT_IN_SESSION,
  CLIMB_ALREADY_QUEUED,
  SESSION_FULL,
  SESSION_QUEUE_FULL,
} from '@spraybook/contract';
import { Conflict } from '../../http/errors.ts';

/** The database's session invariants (0027_climbing_sessions.sql) and the 409 each one's refusal is. */
const DETAILS: Record<string, string> = {
  one_open_session_per_climber: ALREADY_IN_A_SESSION,
  session_members_max: SESSION_FULL,
  session_queue_max: SESSION_QUEUE_FULL,
  climbing_session_queue_session_id_climb_id_pk: CLIMB_ALREADY_QUEUED,
  one_send_per_session_climb: ALREADY_SENT_IN_SESSION,
};

function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/**
 * Runs a session write, turning a refusal by one of the database's invariants into its 409: two climbers
 * joining the 30th place at once, or one phone joining two sessions, get the contract's detail.
 */
export async function sessionConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const detail = DETAILS[constraintOf(error) ?? ''];
    if (detail) throw new Conflict(detail);
    throw error;
  }
}
