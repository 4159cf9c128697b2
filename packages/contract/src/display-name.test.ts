import { describe, expect, it } from 'vitest';
import { userDisplayName } from './display-name.ts';

describe('userDisplayName', () => {
  it("renders deleted users as 'Deleted user', whatever their name", () => {
    expect(userDisplayName({ display_name: 'Ondra', deleted: true })).toBe('Deleted user');
    expect(userDisplayName(null)).toBe('Deleted user');
  });
  it("renders users without a name as 'Unnamed user'", () => {
    expect(userDisplayName({ display_name: null, deleted: false })).toBe('Unnamed user');
    expect(userDisplayName({ display_name: '  ', deleted: false })).toBe('Unnamed user');
  });
  it('renders everyone else by their display name', () => {
    expect(userDisplayName({ display_name: 'Ondra', deleted: false })).toBe('Ondra');
  });
});
