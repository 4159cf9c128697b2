import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes, since inject skips Node's HTTP parser, and answers what came back. */
async function rawRequest(request: string) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  // The server closes the connection with headers still unread, which resets it: the answer has arrived by then.
  socket.on('error', () => {});
  socket.write(request);
  await new Promise((resolve) => socket.on('close', resolve));
  const [head = '', body = ''] = Buffer.concat(chunks).toString().split('\r\n\r\n');
  return { head, body };
}

describe('errors Fastify answers before a route runs', () => {
  it('answers a malformed percent-encoding in the path with 400 and a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/walls/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The address is not valid.', code: 'invalid' });
  });

  it('answers an over-long id with 414 and a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'The address is too long.', code: 'uri_too_long' });
  });

  it('answers headers too large with 431 and a JSON detail', async () => {
    const { head, body } = await rawRequest(
      `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      detail: 'The request headers are too large.',
      code: 'headers_too_large',
    });
  });

  it('answers bytes that are not HTTP with 400 and a JSON detail', async () => {
    const { head, body } = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toMatchObject({ detail: 'The request is not valid HTTP.' });
  });
});
