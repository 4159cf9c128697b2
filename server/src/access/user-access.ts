import { NOT_FOLLOWING_AS_YOURSELF, NOT_YOURSELF, USER_NOT_FOUND } from '@spraybook/contract';
import { defineKind } from './resource-kind.ts';

/** A registered caller's relation to a user account. */
export type UserRole = 'self' | 'other';

const selfOnly = (role: UserRole) => (role === 'self' ? 'allow' : 'forbidden');

/**
 * Profiles are public to read; users change only their own account, favourites and picture, take
 * only their own data away and delete only their own account. Exporting is a "write" here in the
 * sense that only a registered caller passes: a deleted or unregistered identity has no data to take.
 */
export const userAccess = defineKind<UserRole, null>()({
  notFound: USER_NOT_FOUND,
  // Whether the target exists is the service's concern: it answers 404 after the update finds no row.
  lookup: async (_db, userId, targetId) => ({
    role: !userId ? 'visitor' : userId === targetId ? 'self' : 'other',
    facts: null,
  }),
  reads: {},
  writes: {
    update: selfOnly,
    change_favorites: selfOnly,
    change_todo: selfOnly,
    change_picture: selfOnly,
    export_data: selfOnly,
    manage_recovery: selfOnly,
    sign_out_everywhere: selfOnly,
    delete: selfOnly,
    // `follow` is checked on the path's follower: one follows and unfollows only as oneself.
    follow: selfOnly,
  },
  forbidden: {
    update: NOT_YOURSELF,
    change_favorites: NOT_YOURSELF,
    change_todo: NOT_YOURSELF,
    follow: NOT_FOLLOWING_AS_YOURSELF,
    change_picture: NOT_YOURSELF,
    export_data: NOT_YOURSELF,
    manage_recovery: NOT_YOURSELF,
    sign_out_everywhere: NOT_YOURSELF,
    delete: NOT_YOURSELF,
  },
});
