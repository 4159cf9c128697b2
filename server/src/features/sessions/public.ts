/** What other features use of climbing sessions: the wall feed's shared sessions. */
export { sharedSessionFeed } from './shared-sessions.ts';
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { sessionsAccountPart } from './account-part.ts';
