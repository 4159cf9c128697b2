import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
});
