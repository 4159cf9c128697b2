/** What other features use of climbing sessions: the wall feed's shared sessions. */
export { sharedSessionFeed } from './shared-sessions.ts';
