import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('health', () => {
  // First, before a success makes the check remember that every migration is there.
  it('is not ready on a database that lacks a migration this code ships', async () => {
    const [last] = await t.database.rawQuery(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
      [],
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'ok', migrations: 'failed' },
      });
    } finally {
      await t.database.rawQuery(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [last!.id, last!.hash, last!.created_at],
      );
    }
  });

  it('answers liveness without asking anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database and the file store answer and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok' },
    });
  });

  it('is not ready while draining, so a load balancer sends no more work', async () => {
    t.app.drain.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      // Still alive: the process answers, it just takes no new work.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.drain.draining = false;
    }
  });

  it('names the failed check, not why, when the file store cannot be reached', async () => {
    const probe = t.ctx.storage.probe;
    t.ctx.storage.probe = async () => {
      throw new Error('EACCES: /secret/path');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'failed', migrations: 'ok' },
      });
      expect(res.body).not.toContain('secret');
    } finally {
      t.ctx.storage.probe = probe;
    }
  });

  it('serves no metrics unless METRICS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
