import { describe, expect, it } from 'vitest';
import type { Caller } from './caller.ts';
import { wallFlags } from './wall-flags.ts';

const wall = {
  ownerId: 'u-owner',
  admins: ['u-admin'],
  invited: ['u-invited'],
  private: false,
  archived: false,
  orphaned: false,
  callerSetClimbs: false,
};
const callers: [string, Caller][] = [
  ['visitor', { state: 'visitor' }],
  ['unregistered', { state: 'unregistered' }],
  ['deleted owner', { state: 'deleted', userId: 'u-owner' }],
  ['stranger', { state: 'registered', userId: 'u-stranger' }],
  ['invited', { state: 'registered', userId: 'u-invited' }],
  ['admin', { state: 'registered', userId: 'u-admin' }],
  ['owner', { state: 'registered', userId: 'u-owner' }],
];

// is_editable, can_change_admins, can_publish_lists, can_edit_holds, per caller: the rules of wall-access.ts.
const expected: Record<string, [boolean, boolean, boolean, boolean]> = {
  visitor: [false, false, false, false],
  unregistered: [false, false, false, false],
  'deleted owner': [false, false, false, false],
  stranger: [false, false, false, false],
  invited: [false, false, false, false],
  admin: [true, false, true, true],
  owner: [true, true, true, true],
};

describe("a wall answer's permission flags", () => {
  it.each(callers)(
    'for %s follow wall.update, change_admins, create_public_list and edit_holds',
    (name, caller) => {
      const flags = wallFlags(caller, wall);
      expect([
        flags.is_editable,
        flags.can_change_admins,
        flags.can_publish_lists,
        flags.can_edit_holds,
      ]).toEqual(expected[name]);
    },
  );

  it.each(callers)('on an orphaned wall are all false, even for %s', (_name, caller) => {
    const flags = wallFlags(caller, { ...wall, orphaned: true });
    expect(Object.values(flags)).toEqual([false, false, false, false, false]);
  });

  it('let a registered setter of one of its climbs claim an orphaned wall, and nobody else', () => {
    const setter: Caller = { state: 'registered', userId: 'u-stranger' };
    const orphan = { ...wall, orphaned: true, callerSetClimbs: true };
    expect(wallFlags(setter, orphan).can_claim).toBe(true);
    expect(wallFlags(setter, { ...orphan, orphaned: false }).can_claim).toBe(false);
    expect(wallFlags(setter, { ...orphan, callerSetClimbs: false }).can_claim).toBe(false);
    expect(wallFlags({ state: 'visitor' }, orphan).can_claim).toBe(false);
  });
});
