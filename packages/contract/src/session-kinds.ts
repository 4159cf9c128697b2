/** A climbing session's states and its events' kinds (issue 45), as plain values: the database schema reads them. */
export const SESSION_STATES = ['open', 'ended'] as const;

export const SESSION_EVENT_KINDS = [
  'started',
  'joined',
  'left',
  'queued',
  'reordered',
  'unqueued',
  'next',
  'attempt',
  'sent',
  'ended',
] as const;
export type SessionEventKind = (typeof SESSION_EVENT_KINDS)[number];
