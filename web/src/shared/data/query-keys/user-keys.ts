/** Query keys for users; shared/data/invalidation.ts says which changes refresh them. */
export const userKeys = {
  all: ['users'] as const,
  /** The signed-in user, whoever that is; `meOf` is one identity's entry. */
  me: ['users', 'me'] as const,
  meOf: (subject: string | undefined) => ['users', 'me', subject] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  search: (text: string) => ['users', 'search', text] as const,
  /** Who follows a user ('followers') or whom they follow ('following'). */
  follows: (id: string, side: 'followers' | 'following') => ['users', 'follows', id, side] as const,
  /** The signed-in user's personal feed. */
  feed: ['users', 'feed'] as const,
};
