import { SESSION_MEMBERS_MAX, SESSION_QUEUE_MAX } from './limits.ts';

/** The details of climbing sessions' refusals (issue 45), as the API answers them. */
export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_ENDED = 'This session has ended.';
export const SESSION_FULL = `This session is full: at most ${SESSION_MEMBERS_MAX} climbers.`;
export const SESSION_QUEUE_FULL = `The queue is full: at most ${SESSION_QUEUE_MAX} climbs.`;
export const ALREADY_IN_A_SESSION = 'You are already in another open session. Leave it first.';
export const JOIN_SESSION_FIRST = 'Join the session first.';
export const NOT_SESSION_STARTER = 'Only the climber who started the session can end it.';
export const CLIMB_NOT_ON_SESSION_WALL = "This climb is not on the session's wall.";
export const CLIMB_ALREADY_QUEUED = 'This climb is already in the queue.';
export const CLIMB_NOT_QUEUED = 'This climb is not in the queue.';
export const NOT_THE_CURRENT_CLIMB = 'This is not the current climb any more.';
export const QUEUE_ORDER_MISMATCH = 'The new order must name each climb of the queue once.';
export const NO_CLIMB_MATCHES = 'No climb matches these filters.';
export const ALREADY_SENT_IN_SESSION = 'You have already sent this climb in this session.';
