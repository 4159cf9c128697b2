import type { RouteRequest } from '../data/api-client';
import type { QueueableRoute } from './write-refreshes';

/** What a write of each queueable route sends: the route, and the contract's parameters and body for it. */
type Requests = { [N in QueueableRoute]: { route: N } & RouteRequest<N> };

/** What a write of `N` sends; without `N`, any queueable write's (a union narrowed by `route`). */
export type WriteRequest<N extends QueueableRoute = QueueableRoute> = Requests[N];

/** What the queue keeps of a write besides its request. */
interface Kept {
  seq: number;
  /** The OIDC subject of the account that made it: only that account sees and sends it. */
  accountId: string;
  /** Sent as `Idempotency-Key` on every try, so a try the server stored before the line dropped is not stored twice. */
  key: string;
  /** ISO time it was made. */
  created: string;
  /** Failed: the server refused it (4xx); it waits for the climber to read why and discard it. */
  state: 'pending' | 'failed';
  /** The server's detail, when failed. */
  message?: string;
  /** Whether a request carrying it left this device: the server may hold it already. */
  tried: boolean;
  /** What the pending write is about, for showing it before the server answers. */
  about?: { climbId?: string; wallId?: string; userId?: string; climbName?: string };
}

/**
 * One write kept on this device until the server has it: a tick, a vote, a to-do change or a hold change made without
 * signal (or whose request failed on the way). `seq` is its place in the queue, which is the order it is sent in.
 * Its type follows its `route`: the contract's parameters and body for that route. What it refreshes once sent
 * follows from the route too (`WRITE_REFRESHES`); a write an older build kept also carries that as `change`,
 * which nothing reads any more.
 */
export type QueuedWrite<N extends QueueableRoute = QueueableRoute> = Kept & WriteRequest<N>;

/** A write about to join the queue: the store gives it its `seq`. */
export type UnsavedWrite = Omit<Kept, 'seq'> & WriteRequest;

/** A write to send or queue, with its key when the caller made one (the climber's intent, else the queue makes it). */
export type NewWrite<N extends QueueableRoute = QueueableRoute> = WriteRequest<N> &
  Pick<Kept, 'accountId' | 'about'> &
  Partial<Pick<Kept, 'key' | 'tried'>> & {
    /** The climber said yes to doing it again (a second tick today): only its own key's write repeats it. */
    confirmed?: boolean;
  };
