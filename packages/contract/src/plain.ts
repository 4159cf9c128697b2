/**
 * The part of the contract that is plain data and plain functions: importing it does not load
 * zod, so code in the web's first download imports from here (`@spraybook/contract/plain`).
 */
export * from './display-name.ts';
export * from './limits.ts';
export * from './angle-rules.ts';
export * from './routes.ts';
export * from './api-path.ts';
export * from './write-limits.ts';
export * from './idempotency.ts';
export * from './climb-tags.ts';
export * from './climb-rules.ts';
export * from './grade-table.ts';
export * from './video-links.ts';
export * from './grade-ranks.ts';
export * from './bounds.ts';
export * from './texts.ts';
export * from './session-texts.ts';
export * from './session-routes.ts';
export * from './session-kinds.ts';
export * from './session-invitation-texts.ts';
export * from './session-invitation-routes.ts';
export * from './first-screen.ts';
export * from './notification-kinds.ts';
export * from './notification-texts.ts';
export * from './notification-link.ts';
export * from './push-payload.ts';
export * from './first-screen-words.ts';
