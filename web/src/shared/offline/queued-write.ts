import type { RouteName } from '@spraybook/contract/plain';
import type { Change } from '../../lib/invalidation';

/**
 * One write kept on this device until the server has it: a tick, a vote or a to-do change made without signal
 * (or whose request failed on the way). `seq` is its place in the queue, which is the order it is sent in.
 */
export interface QueuedWrite {
  seq: number;
  /** The OIDC subject of the account that made it: only that account sees and sends it. */
  accountId: string;
  route: RouteName;
  params?: Record<string, string>;
  body?: unknown;
  /** Sent as `Idempotency-Key` on every try, so a try the server stored before the line dropped is not stored twice. */
  key: string;
  /** ISO time it was made. */
  created: string;
  /** What it changes once sent (the invalidation map's name). */
  change: Change;
  /** Failed: the server refused it (4xx); it waits for the climber to read why and discard it. */
  state: 'pending' | 'failed';
  /** The server's detail, when failed. */
  message?: string;
  /** Whether a request carrying it left this device: the server may hold it already. */
  tried: boolean;
  /** What the pending write is about, for showing it before the server answers. */
  about?: { climbId?: string; wallId?: string; userId?: string; climbName?: string };
}

export type NewWrite = Pick<QueuedWrite, 'accountId' | 'route' | 'params' | 'body' | 'change' | 'about'> &
  Partial<Pick<QueuedWrite, 'key' | 'tried'>>;
