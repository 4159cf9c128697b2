import {
  BODY_EMPTY,
  BODY_NOT_JSON,
  DATABASE_UNAVAILABLE,
  REQUEST_TOO_LARGE,
  SERVER_FAULT,
} from '@spraybook/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { HttpError, ServiceUnavailable, TooManyRequests } from '../http/errors.ts';

/** Seconds a client waits before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 10;

// zod's own messages name no field; ours (e.g. "Wall name can't be empty") are written for people.
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

function validationDetail(issue: { message?: string; instancePath?: string }) {
  const message = issue.message ?? 'Invalid request';
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/** One error shape for every failure: `{ detail, code? }`, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof ServiceUnavailable || error instanceof TooManyRequests) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ detail: error.detail, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A misspelt parameter explains the missing one it was meant to be: name it first.
      const issue = error.validation.find((i) => i.keyword === 'unrecognized_keys') ?? error.validation[0];
      return reply.status(400).send({ detail: validationDetail(issue ?? {}), code: 'invalid' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
      return reply.status(500).send({ detail: SERVER_FAULT, code: 'internal' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: REQUEST_TOO_LARGE, code: 'too_large' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ detail: BODY_NOT_JSON, code: 'unsupported_media_type' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const detail = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? BODY_EMPTY : error.message;
      return reply
        .status(error.statusCode)
        .send({ detail: error.code?.startsWith('FST_ERR_CTP') ? detail : error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ detail: DATABASE_UNAVAILABLE, code: 'unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: SERVER_FAULT, code: 'internal' });
  });
});
