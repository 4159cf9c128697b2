import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/auth.ts';

/** oidc-provider storage in PostgreSQL, so sessions survive restarts and work across processes. */
export function createOidcAdapterFactory(db: Db) {
  const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

  return (kind: string): Adapter => {
    const findBy = async (
      column: typeof oidcPayloads.id | typeof oidcPayloads.uid | typeof oidcPayloads.userCode,
      value: string,
    ) => {
      // Ids come from requests (`refresh_token=%00`); PostgreSQL text cannot hold NUL, so such an
      // id was never stored: not found, rather than a query PostgreSQL refuses.
      if (value.includes('\0')) return undefined;
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, kind), eq(column, value), live()));
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values({ kind, id, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: values });
      },
      find: (id) => findBy(oidcPayloads.id, id),
      findByUid: (uid) => findBy(oidcPayloads.uid, uid),
      findByUserCode: (userCode) => findBy(oidcPayloads.userCode, userCode),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      },
    };
  };
}

/** Drops expired rows; called now and then so the table does not grow without bound. */
export async function pruneOidcPayloads(db: Db) {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
