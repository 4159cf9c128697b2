import type { SessionEvent } from '@spraybook/contract';
import type { Db } from '../../../db/client.ts';
import { eventsAfter } from '../sessions.queries.ts';
import type { SessionBus } from './session-bus.ts';

/** One stream of a session on this node: the newest event it has, and how to send it more. */
export interface Follower {
  lastSent: number;
  send(event: SessionEvent): void;
}

const RETRY_MS = 1000;

interface Feed {
  followers: Set<Follower>;
  reading: boolean;
  again: boolean;
  unsubscribe: (() => void) | null;
}

/**
 * The streams of each session on this node, fed from the session's event log: one read per change and node,
 * whatever the number of phones, each stream sent only the events it lacks (a new one catching up from its
 * `Last-Event-ID` included). The bus wakes a session's feed when another write, on any node, committed.
 */
export function createSessionFeeds(db: Db, bus: SessionBus) {
  const feeds = new Map<string, Feed>();

  const pump = async (sessionId: string, feed: Feed) => {
    if (feed.reading) return void (feed.again = true);
    feed.reading = true;
    try {
      do {
        feed.again = false;
        if (!feed.followers.size) break;
        const from = Math.min(...[...feed.followers].map((f) => f.lastSent));
        const rows = await eventsAfter(db, sessionId, from);
        for (const row of rows) {
          const event = { id: row.id, kind: row.kind, session: row.data } as SessionEvent;
          for (const f of feed.followers) {
            if (row.id <= f.lastSent) continue;
            f.lastSent = row.id;
            f.send(event);
          }
        }
      } while (feed.again);
    } catch {
      // The database away for a moment: read again in a second (or at the next change, whichever comes first).
      setTimeout(() => void pump(sessionId, feed), RETRY_MS).unref();
    } finally {
      feed.reading = false;
    }
  };

  return {
    /** Starts sending `follower` the session's events after its `lastSent`; answers how to stop. */
    async follow(sessionId: string, follower: Follower): Promise<() => void> {
      let feed = feeds.get(sessionId);
      if (!feed) {
        const created: Feed = { followers: new Set(), reading: false, again: false, unsubscribe: null };
        feeds.set(sessionId, created);
        created.unsubscribe = await bus.subscribe(sessionId, () => void pump(sessionId, created));
        feed = created;
      }
      feed.followers.add(follower);
      void pump(sessionId, feed);
      const joined = feed;
      return () => {
        joined.followers.delete(follower);
        if (joined.followers.size || feeds.get(sessionId) !== joined) return;
        feeds.delete(sessionId);
        joined.unsubscribe?.();
      };
    },
    /** Streams open on this node, for the benchmark. */
    followers: () => [...feeds.values()].reduce((n, f) => n + f.followers.size, 0),
  };
}
export type SessionFeeds = ReturnType<typeof createSessionFeeds>;
