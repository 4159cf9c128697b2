import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isMissing } from './is-missing';

describe('isMissing', () => {
  it('treats an unknown or private record (404) as missing', () => {
    expect(isMissing(new ApiError(404, 'Not found.'))).toBe(true);
  });
  it('treats a malformed id in the address (400) as missing', () => {
    expect(isMissing(new ApiError(400, 'The id is not valid.'))).toBe(true);
  });
  it('leaves server and network failures to the error message', () => {
    expect(isMissing(new ApiError(500, 'Internal error.'))).toBe(false);
    expect(isMissing(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });
});
