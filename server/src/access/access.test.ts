import { describe, expect, it } from 'vitest';
import { decideUser, decideWall, type Action, type Decision, type WallRole } from './access.ts';

const roles: WallRole[] = ['owner', 'admin', 'invited', 'user', 'visitor'];

// Expected decision per action and role, for a public, a private and an archived wall.
const publicWall: Record<string, Decision[]> = {
  //                  owner    admin    invited      user         visitor
  'wall.read': ['allow', 'allow', 'allow', 'allow', 'allow'],
  'wall.favorite': ['allow', 'allow', 'allow', 'allow', 'sign_in'],
  'wall.update': ['allow', 'allow', 'forbidden', 'forbidden', 'sign_in'],
  'wall.archive': ['allow', 'allow', 'forbidden', 'forbidden', 'sign_in'],
  'wall.delete': ['allow', 'allow', 'forbidden', 'forbidden', 'sign_in'],
  'wall.change_admins': ['allow', 'forbidden', 'forbidden', 'forbidden', 'sign_in'],
};
const privateWall: Record<string, Decision[]> = {
  'wall.read': ['allow', 'allow', 'allow', 'not_found', 'not_found'],
  'wall.favorite': ['allow', 'allow', 'allow', 'not_found', 'not_found'],
  'wall.update': ['allow', 'allow', 'forbidden', 'not_found', 'not_found'],
  'wall.archive': ['allow', 'allow', 'forbidden', 'not_found', 'not_found'],
  'wall.delete': ['allow', 'allow', 'forbidden', 'not_found', 'not_found'],
  'wall.change_admins': ['allow', 'forbidden', 'forbidden', 'not_found', 'not_found'],
};

describe('wall permissions', () => {
  for (const [label, facts, table] of [
    ['public', { private: false, archived: false }, publicWall],
    ['archived public', { private: false, archived: true }, publicWall],
    ['private', { private: true, archived: false }, privateWall],
  ] as const) {
    for (const [action, expected] of Object.entries(table)) {
      it(`${action} on a ${label} wall: ${roles.map((r, i) => `${r} ${expected[i]}`).join(', ')}`, () => {
        expect(roles.map((role) => decideWall(action as Action, role, facts))).toEqual(expected);
      });
    }
  }
});

describe('user permissions', () => {
  it('lets users change only themselves and asks visitors to sign in', () => {
    expect(decideUser('user.update', { userId: 'a' }, 'a')).toBe('allow');
    expect(decideUser('user.update', { userId: 'a' }, 'b')).toBe('forbidden');
    expect(decideUser('user.favorites', { userId: null }, 'b')).toBe('sign_in');
  });
});
