import { describe, expect, it } from 'vitest';
import { isConnectionLost, isReadOnlyStatement } from './read-retry.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('read retry', () => {
  it('treats selects and data-reading WITH queries as reads', () => {
    expect(isReadOnlyStatement('select "id" from "walls" where "id" = $1')).toBe(true);
    expect(isReadOnlyStatement('  SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('with recent as (select 1) select * from recent')).toBe(true);
  });

  it('never treats a statement that writes as a read', () => {
    expect(isReadOnlyStatement('insert into "walls" ("name") values ($1)')).toBe(false);
    expect(isReadOnlyStatement('update "walls" set "name" = $1')).toBe(false);
    expect(
      isReadOnlyStatement('with gone as (delete from "holds" returning *) select count(*) from gone'),
    ).toBe(false);
  });

  it('recognises a lost connection by its SQLSTATE, socket code or message, and nothing else', () => {
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
