/** What other features may use of ticks: a session's 'Sent' ticks through the tick endpoint's own rules. */
export { createAscent, type TickAlongside } from './ascent-commands.ts';
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { ascentsAccountPart } from './account-part.ts';
