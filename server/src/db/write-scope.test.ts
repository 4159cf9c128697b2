import { describe, expect, it } from 'vitest';
import {
  currentWriteScope,
  runAsTransaction,
  runInWriteScope,
  writeOutsideTransaction,
} from './write-scope.ts';

const scope = () => ({ route: 'POST /api/ascents', open: true, beforeCommit: null });

describe("a write route's scope", () => {
  it('names the route for a statement that writes a row of the change outside any transaction', async () => {
    await runInWriteScope(scope(), async () => {
      expect(writeOutsideTransaction('insert into "ascents" ("id") values ($1)')).toBe('POST /api/ascents');
      expect(writeOutsideTransaction('update "comments" set "comment" = $1')).toBe('POST /api/ascents');
      expect(writeOutsideTransaction('delete from "holds" where "id" = $1')).toBe('POST /api/ascents');
      expect(
        writeOutsideTransaction('with gone as (delete from "climb_list_climbs" where true) select 1'),
      ).toBe('POST /api/ascents');
    });
  });

  it('lets reads, writes in a transaction and bookkeeping rows pass', async () => {
    await runInWriteScope(scope(), async () => {
      expect(writeOutsideTransaction('select "updated_at", "deleted" from "walls"')).toBeUndefined();
      expect(writeOutsideTransaction('insert into "photo_uploads" ("user_id") values ($1)')).toBeUndefined();
      expect(writeOutsideTransaction('delete from "pending_file_deletions" where "id" = $1')).toBeUndefined();
      await runAsTransaction(async () => {
        expect(writeOutsideTransaction('insert into "ascents" ("id") values ($1)')).toBeUndefined();
      });
    });
  });

  it('ends when the handler settles: work it left running is not its write', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const handlerScope = scope();
    await runInWriteScope(handlerScope, async () => {
      later = Promise.resolve().then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return [currentWriteScope(), writeOutsideTransaction('insert into "ascents" values (1)')];
      });
    });
    expect(await later).toEqual([undefined, undefined]);
    expect(handlerScope.open).toBe(false);
  });

  it('is absent outside a write route', () => {
    expect(currentWriteScope()).toBeUndefined();
    expect(writeOutsideTransaction('insert into "ascents" values (1)')).toBeUndefined();
  });
});
