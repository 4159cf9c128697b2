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
/** '+1' or 'Sent' on a climb that has never been the group's current climb in this session. */
export const CLIMB_NOT_ON_IN_SESSION = 'This climb has not been on in this session.';
export const QUEUE_ORDER_MISMATCH = 'The new order must name each climb of the queue once.';
export const NO_CLIMB_MATCHES = 'No climb matches these filters.';
export const ALREADY_SENT_IN_SESSION = 'You have already sent this climb in this session.';
/** Sharing a session's summary to its wall's feed (issue 45): only its starter, once, after it ended. */
export const NOT_SESSION_STARTER_SHARE = 'Only the climber who started the session can share it.';
export const SESSION_NOT_ENDED = 'End the session before sharing it.';
export const SESSION_ALREADY_SHARED = "This session is already on the wall's feed.";
export const SESSION_NOTHING_TO_SHARE = 'Nobody tried a climb in this session: there is nothing to share.';
/** A stopping node refuses new streams (503): the client tries again, reaching another node. */
export const SESSION_STREAM_ELSEWHERE =
  'This server is stopping: the session follows on another one in a moment.';

/** The words of the session screens (issue 45), one place for the web and the journeys. */
export const SESSION_WORDS = {
  start: 'Start a session',
  backToSession: 'Back to the session',
  followGroup: 'Follow the group',
  inSession: 'In a session',
  join: 'Join the session',
  joinTitle: 'Climbing session',
  signInToJoin: 'to join this session.',
  invite: 'Invite friends',
  inviteHint: 'Friends scan this code or open the link to join.',
  qrLabel: 'QR code of the session link',
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline',
  offlineNote: 'Offline: the queue as last seen. +1 is saved on the phone.',
  current: 'On now',
  noCurrent: 'No climb yet: add one to the queue.',
  chooseClimbs: 'Choose climbs',
  queue: 'Queue',
  queueEmpty: 'The queue is empty.',
  addToSession: 'Add to session',
  inQueue: 'In the queue',
  addRandom: 'Add a random climb',
  notTickedByPresent: 'Not ticked by anyone here',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  next: 'Next',
  attempt: '+1',
  attemptLabel: 'One more attempt',
  sent: 'Sent',
  sentLabel: 'I sent it',
  sentDone: 'Sent ✓',
  members: 'Climbers',
  end: 'End session',
  endAsk: 'End the session for everyone?',
  leave: 'Leave session',
  ended: 'Session ended',
  summary: 'Session summary',
  whoTriedWhat: 'Who tried what',
  gradesChart: 'Grades tried and sent',
  tried: 'Tried',
  sends: 'Sends',
  attempts: 'Attempts',
  noTries: 'Nobody tried a climb in this session.',
  openClimb: 'Open the climb',
  climbs: 'Climbs',
  sheet: 'Session',
  link: 'Session link',
  startedBy: 'Started by',
  loading: 'Loading session...',
  loadFailed: 'Failed to load the session',
  loadingSummary: 'Loading summary...',
  summaryFailed: 'Failed to load the summary',
  share: 'Share to the wall feed',
  shared: "On the wall's feed",
  sharedSession: 'Shared session',
  climbedTogether: 'climbed together',
  topGrade: 'top grade',
} as const;

/** 'You: 3 sessions, 11 attempts, sent 12 Nov' (the date shown as the reader's locale writes it). */
export function yourAttemptsLine(sessions: number, attempts: number, sentOn: string | null) {
  const parts = [
    `${sessions} ${sessions === 1 ? 'session' : 'sessions'}`,
    `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  ];
  if (sentOn) parts.push(`sent ${sentOn}`);
  return `You: ${parts.join(', ')}`;
}

/** '1 waiting': tries made offline, on the phone until the signal returns. */
export const waitingLine = (n: number) => `${n} waiting`;

/** '1 climber', '4 climbers'. */
export const climbersCount = (n: number) => `${n} ${n === 1 ? 'climber' : 'climbers'}`;

/** '3 attempts · sent' for one climber on one climb. */
export function triesLine(attempts: number, sent: boolean) {
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}${sent ? ' · sent' : ''}`;
}

/** '5 sends · 23 attempts': a shared session's figures on the wall's feed. */
export function sessionFiguresLine(sends: number, attempts: number) {
  return `${sends} ${sends === 1 ? 'send' : 'sends'} · ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}

/** '2 others': the climbers of a shared session beyond those named on the wall's feed. */
export const othersCount = (n: number) => `${n} ${n === 1 ? 'other' : 'others'}`;
