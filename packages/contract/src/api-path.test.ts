import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';

describe('apiPath', () => {
  it('fills path parameters and leaves out empty query values', () => {
    expect(apiPath('/walls/:id/revisions/:revId', { id: 'a b', revId: 'latest' })).toBe(
      '/api/walls/a%20b/revisions/latest',
    );
    expect(apiPath('/walls', {}, { search_text: '', limit: 10, skip: 0, favorites: undefined })).toBe(
      '/api/walls?limit=10&skip=0',
    );
  });
});
