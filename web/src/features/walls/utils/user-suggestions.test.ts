import { describe, expect, it } from 'vitest';
import { userSuggestions } from './user-suggestions';

const user = (id: string, deleted = false) => ({ id, display_name: id, deleted });

describe('userSuggestions', () => {
  it('leaves out the owner and users already chosen', () => {
    const results = [user('owner'), user('ann'), user('bob'), user('cid')];
    expect(userSuggestions(results, ['owner', 'bob']).map((u) => u.id)).toEqual(['ann', 'cid']);
  });

  it('leaves out deleted users', () => {
    expect(userSuggestions([user('gone', true), user('ann')], [])).toEqual([user('ann')]);
  });

  it('tolerates no results yet and an unknown owner', () => {
    expect(userSuggestions(undefined, [undefined])).toEqual([]);
    expect(userSuggestions([user('ann')], [undefined, null])).toEqual([user('ann')]);
  });
});
