import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/deployment/free-port.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('telling a database that cannot be reached from a faulty query', () => {
  it('knows the driver’s error for a server that refuses connections', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x` });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Drizzle hands it over wrapped.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
  });

  it.each(['57P01', '57P03', '08006', '53300'])('knows PostgreSQL’s SQLSTATE %s', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('takes %s for a fault, not an outage', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
