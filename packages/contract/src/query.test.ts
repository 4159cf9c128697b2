import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NoQuery, queryParameters } from './query.ts';

describe('queryParameters()', () => {
  const Query = queryParameters({ sort_key: z.string().optional() });

  it('takes the parameters it names', () => {
    expect(Query.parse({ sort_key: 'name' })).toEqual({ sort_key: 'name' });
  });

  it('refuses others, naming them', () => {
    expect(Query.safeParse({ sortKey: 'name' }).error?.issues[0]?.message).toBe(
      'Unknown query parameter: sortKey.',
    );
    expect(NoQuery.safeParse({ a: '1', b: '2' }).error?.issues[0]?.message).toBe(
      'Unknown query parameters: a, b.',
    );
  });
});
