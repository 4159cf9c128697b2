import { describe, expect, it } from 'vitest';
import { ApiError, buildPath, errorText } from './api-client';

describe('buildPath', () => {
  it('fills path parameters and leaves out empty query values', () => {
    expect(buildPath('/walls/:id/revisions/:revId', { id: 'a b', revId: 'latest' })).toBe(
      '/api/walls/a%20b/revisions/latest',
    );
    expect(buildPath('/walls', {}, { search_text: '', limit: 10, skip: 0, favorites: undefined })).toBe(
      '/api/walls?limit=10&skip=0',
    );
  });
});

describe('errorText', () => {
  it("prefers the server's detail, then the message, then 'An error occurred'", () => {
    expect(errorText(new ApiError(400, "Wall name can't be empty"))).toBe("Wall name can't be empty");
    expect(errorText(new Error('Network error'))).toBe('Network error');
    expect(errorText(undefined)).toBe('An error occurred');
  });
});
