import { SIGN_IN_NEEDED } from '@spraybook/contract';
/**
 * Typed errors thrown by services. One Fastify error handler maps them to
 * `{ detail }` bodies with the matching status, so routes never build error replies.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly code?: string;

  constructor(statusCode: number, detail: string, code?: string) {
    super(detail);
    this.statusCode = statusCode;
    this.detail = detail;
    this.code = code;
  }
}

/** 400: the request is well-formed JSON but breaks a rule. */
export class Invalid extends HttpError {
  constructor(detail: string, code?: string) {
    super(400, detail, code);
  }
}

/** 401: a write needs a signed-in user. */
export class Unauthorized extends HttpError {
  constructor(detail = SIGN_IN_NEEDED) {
    super(401, detail, 'unauthorized');
  }
}

/** 403: the caller may see the resource but not change it. */
export class Forbidden extends HttpError {
  constructor(detail: string) {
    super(403, detail, 'forbidden');
  }
}

/** 404: missing, or hidden from this caller (private walls do not reveal they exist). */
export class NotFound extends HttpError {
  constructor(detail: string) {
    super(404, detail, 'not_found');
  }
}

/** 409: the change conflicts with existing data (e.g. a unique key). */
export class Conflict extends HttpError {
  constructor(detail: string, code = 'conflict') {
    super(409, detail, code);
  }
}

/** 413: the upload is larger than we accept. */
export class TooLarge extends HttpError {
  constructor(detail: string) {
    super(413, detail, 'too_large');
  }
}

/** 415: the upload is of a type we do not accept. */
export class UnsupportedMedia extends HttpError {
  constructor(detail: string) {
    super(415, detail, 'unsupported_media_type');
  }
}

/** 422: the request is well-formed but cannot be done as sent (an Idempotency-Key reused for another request). */
export class Unprocessable extends HttpError {
  constructor(detail: string) {
    super(422, detail, 'unprocessable');
  }
}

/** 429: too many attempts in a short time; the client may try again after `retryAfterSeconds`. */
export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAfterSeconds: number) {
    super(429, detail, 'too_many_requests');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 503: the server is busy right now; the client may try again after `retryAfterSeconds`. */
export class ServiceUnavailable extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAfterSeconds: number) {
    super(503, detail, 'unavailable');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
