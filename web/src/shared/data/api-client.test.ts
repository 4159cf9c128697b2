import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText, requestHeaders } from './api-client';

describe('errorText', () => {
  it("prefers the server's detail, then the message, then 'An error occurred'", () => {
    expect(errorText(new ApiError(400, "Wall name can't be empty"))).toBe("Wall name can't be empty");
    expect(errorText(new Error('Network error'))).toBe('Network error');
    expect(errorText(undefined)).toBe('An error occurred');
  });
});

describe('requestHeaders', () => {
  it('sends a new Idempotency-Key on every write, and none on a read', () => {
    const keys = ['POST', 'PUT', 'DELETE', 'POST'].map(
      (method) => requestHeaders(method, { token: 't', hasBody: false })[IDEMPOTENCY_KEY_HEADER],
    );
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(4);
    expect(requestHeaders('GET', { token: 't', hasBody: false })).not.toHaveProperty(IDEMPOTENCY_KEY_HEADER);
  });

  it("sends the caller's own key when it passes one (a queued write sent again)", () => {
    const headers = requestHeaders('POST', { token: null, hasBody: true, idempotencyKey: 'queued-1' });
    expect(headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: 'queued-1',
    });
  });
});
