import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Drain } from './drain.ts';
import { shutDownGracefully } from './graceful-shutdown.ts';

/** A server with one request that ends when the test says so. */
async function serverWithSlowRequest() {
  const app = Fastify({ return503OnClosing: false });
  app.decorate('drain', new Drain(app.server));
  let finish = () => {};
  const arrived = new Promise<void>((resolveArrived) => {
    app.get('/slow', async () => {
      resolveArrived();
      await new Promise<void>((resolve) => (finish = resolve));
      return { done: true };
    });
  });
  app.get('/ready', async (_request, reply) => reply.status(app.drain.draining ? 503 : 200).send());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, arrived, finish: () => finish() };
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request in flight, then closes the database', async () => {
    const { app, port, arrived, finish } = await serverWithSlowRequest();
    const slow = get(port, '/slow');
    await arrived;
    let databaseClosed = false;
    const stopped = shutDownGracefully(app, {
      timeoutMs: 10_000,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(app.drain.draining).toBe(true);
    expect(app.drain.requestsInFlight).toBe(1);
    while (app.server.listening) await new Promise((r) => setTimeout(r, 5));
    // A proxy's next connection is refused: it goes to another node, never sent here.
    await expect(get(port, '/ready')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseClosed).toBe(false);
    finish();
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    expect(await stopped).toBe(true);
    expect(databaseClosed).toBe(true);
  });

  it('cuts a request off after the timeout and still closes', async () => {
    const { app, port, arrived } = await serverWithSlowRequest();
    const slow = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await arrived;
    let databaseClosed = false;
    const drained = await shutDownGracefully(app, {
      timeoutMs: 200,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(drained).toBe(false);
    expect(await slow).toBe('ECONNRESET');
    expect(databaseClosed).toBe(true);
  });
});
