import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { inTransaction, isRetryableConflict } from './transaction.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** What drizzle throws: its own error, the driver's in `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

/** A database whose transaction() fails with `failures` in turn, then runs the body. */
function fakeDb(failures: unknown[]) {
  let calls = 0;
  const db = {
    transaction: async (body: (tx: unknown) => Promise<unknown>) => {
      const failure = failures[calls++];
      if (failure) throw failure;
      return body({ rollback: () => undefined });
    },
  };
  return { db: db as unknown as Db, calls: () => calls };
}

describe('isRetryableConflict', () => {
  it('knows a deadlock and a serialization failure, bare or wrapped by drizzle, and nothing else', () => {
    expect(isRetryableConflict(pgError('40P01'))).toBe(true);
    expect(isRetryableConflict(wrapped('40001'))).toBe(true);
    expect(isRetryableConflict(wrapped('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('boom'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});

describe('inTransaction', () => {
  it('runs the transaction again once when it was a deadlock victim', async () => {
    const { db, calls } = fakeDb([wrapped('40P01')]);
    await expect(inTransaction(db, async () => 'done')).resolves.toBe('done');
    expect(calls()).toBe(2);
  });

  it('runs it again once after a serialization failure', async () => {
    const { db, calls } = fakeDb([pgError('40001')]);
    await expect(inTransaction(db, async () => 7)).resolves.toBe(7);
    expect(calls()).toBe(2);
  });

  it('throws a second conflict in a row instead of trying a third time', async () => {
    const { db, calls } = fakeDb([pgError('40P01'), pgError('40P01')]);
    await expect(inTransaction(db, async () => 'never')).rejects.toMatchObject({ code: '40P01' });
    expect(calls()).toBe(2);
  });

  it('never retries other errors, such as a broken constraint or a 404 thrown by the body', async () => {
    const unique = fakeDb([pgError('23505')]);
    await expect(inTransaction(unique.db, async () => 1)).rejects.toMatchObject({ code: '23505' });
    expect(unique.calls()).toBe(1);
    const notFound = fakeDb([]);
    let runs = 0;
    const body = async () => {
      runs++;
      throw new Error('Climb not found');
    };
    await expect(inTransaction(notFound.db, body)).rejects.toThrow('Climb not found');
    expect(runs).toBe(1);
  });

  it('inside an open transaction, leaves the retry to the outer one (a savepoint cannot be rerun alone)', async () => {
    const { db, calls } = fakeDb([pgError('40P01')]);
    const open = Object.assign(db, { rollback: () => undefined });
    await expect(inTransaction(open, async () => 1)).rejects.toMatchObject({ code: '40P01' });
    expect(calls()).toBe(1);
  });
});
