import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../../db/client.ts';
import type { OpenTx } from '../../../db/transaction.ts';

const CHANNEL = 'climbing_session';
const RECONNECT_MS = 1000;

/**
 * Tells every node's streams that a session has new events in its log (docs/decisions/0216-session-live-channel.md).
 * On PostgreSQL: `pg_notify` in the writing transaction (delivered at its commit, never for a rollback) and
 * one listening connection per node, opened with the first stream. On PGlite, one process: in-process.
 */
export interface SessionBus {
  /** In the write's transaction: announces the session's new events, at commit, to every node. */
  announce(tx: OpenTx, sessionId: string): Promise<void>;
  /** After the commit: what the announcement is on PGlite. */
  committed(sessionId: string): void;
  /** Calls `listener` whenever the session may have new events (and after a lost connection came back). */
  subscribe(sessionId: string, listener: () => void): Promise<() => void>;
  /** Listening connections open on this node (0 or 1): for the benchmark and `/metrics`. */
  listeningConnections(): number;
  close(): Promise<void>;
}

export function createSessionBus(database: Pick<Database, 'kind' | 'url'>): SessionBus {
  return database.kind === 'postgres' && database.url ? postgresBus(database.url) : inProcessBus();
}

function inProcessBus(): SessionBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    announce: async () => {},
    committed: (sessionId) => void emitter.emit(sessionId),
    subscribe: async (sessionId, listener) => {
      emitter.on(sessionId, listener);
      return () => void emitter.off(sessionId, listener);
    },
    listeningConnections: () => 0,
    close: async () => void emitter.removeAllListeners(),
  };
}

function postgresBus(url: string): SessionBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => n.payload && emitter.emit(n.payload));
      const lost = () => {
        if (client !== c) return;
        client = null;
        connecting = null;
        c.end().catch(() => undefined);
        // Back after a while: every stream then reads its log again, so nothing announced meanwhile is missed.
        if (!closed && emitter.eventNames().length)
          setTimeout(() => void connect().then(wakeAll, () => undefined), RECONNECT_MS).unref();
      };
      c.on('error', lost);
      c.on('end', lost);
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    })().catch((error) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };
  const wakeAll = () => {
    for (const name of emitter.eventNames()) emitter.emit(name);
  };

  return {
    announce: async (tx, sessionId) => {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${sessionId})`);
    },
    committed: () => {},
    subscribe: async (sessionId, listener) => {
      emitter.on(sessionId, listener);
      try {
        await connect();
      } catch (error) {
        emitter.off(sessionId, listener);
        throw error;
      }
      return () => void emitter.off(sessionId, listener);
    },
    listeningConnections: () => (client ? 1 : 0),
    close: async () => {
      closed = true;
      emitter.removeAllListeners();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
