import {
  ADDRESS_INVALID,
  ADDRESS_TOO_LONG,
  HEADERS_TOO_LARGE,
  NOT_HTTP,
  REQUEST_TIMEOUT,
  SERVER_FAULT,
} from '@spraybook/contract';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify answers before any route or error handler runs: a malformed percent-encoding
 * or an over-long parameter in the path (Fastify's `frameworkErrors`), and requests Node's
 * parser refuses (the server's `clientError`: headers too large, a timeout, garbage). Both
 * would otherwise answer Fastify's own `{ error, message, statusCode }` instead of `{ detail }`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ detail: ADDRESS_TOO_LONG, code: 'uri_too_long' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ detail: ADDRESS_INVALID, code: 'invalid' });
  }
  return reply.status(500).send({ detail: SERVER_FAULT, code: 'internal' });
}

const CLIENT_ERRORS: Record<string, { status: number; detail: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    detail: HEADERS_TOO_LARGE,
    code: 'headers_too_large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: REQUEST_TIMEOUT, code: 'timeout' },
};
const MALFORMED = { status: 400, detail: NOT_HTTP, code: 'invalid' };

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail, code } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
