import { describe, expect, it } from 'vitest';
import { UpdateUserBody } from './users.ts';

describe('UpdateUserBody', () => {
  it("trims the display name and refuses an empty one with 'Display name can't be empty'", () => {
    expect(UpdateUserBody.parse({ display_name: '  Janja ' })).toEqual({ display_name: 'Janja' });
    expect(UpdateUserBody.safeParse({ display_name: ' ' }).error?.issues[0]?.message).toBe(
      "Display name can't be empty",
    );
  });
});
