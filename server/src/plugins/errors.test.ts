import { DATABASE_UNAVAILABLE } from '@spraybook/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/deployment/free-port.ts';
import { ServiceUnavailable } from '../http/errors.ts';
import { errorsPlugin } from './errors.ts';

describe('error replies', () => {
  it('answers a busy server with 503, its detail and a Retry-After header', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/busy', async () => {
      throw new ServiceUnavailable('Too busy right now.', 7);
    });
    const res = await app.inject({ method: 'GET', url: '/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toMatchObject({ detail: 'Too busy right now.' });
    await app.close();
  });

  it('answers 503 with Retry-After, not 500, while the database cannot be reached', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x` });
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/walls', async () => (await pool.query('select 1')).rows);
    const res = await app.inject({ method: 'GET', url: '/walls' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ detail: DATABASE_UNAVAILABLE, code: 'unavailable' });
    await Promise.all([app.close(), pool.end()]);
  });
});
