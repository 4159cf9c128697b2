/** What other features may use of ticks: a session's 'Sent' ticks through the tick endpoint's own rules. */
export { createAscent, type TickAlongside } from './ascent-commands.ts';
