/** Query keys for climbing sessions (issue 45); shared/data/invalidation.ts says which changes refresh them. */
export const sessionKeys = {
  all: ['sessions'] as const,
  /** The signed-in climber's open session, or null. */
  current: ['sessions', 'current'] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
  summary: (id: string) => ['sessions', 'summary', id] as const,
  /** Who was invited to a session and is not in it (docs/decisions/0226). */
  invitations: (id: string) => ['sessions', 'invitations', id] as const,
  /** The climber's own tries on a climb ('You: 3 sessions, 11 attempts'). */
  climbAttempts: (climbId: string) => ['sessions', 'climb-attempts', climbId] as const,
};
