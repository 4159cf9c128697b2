/** Climbing sessions (issue 45): what pages use of the feature. */
export { useSession, useCurrentSession, useSessionOnWall } from './api/session-queries';
export { QueueClimbIcon } from './components/queue-climb-icon';
export { useSessionLive } from './live/use-session-live';
export type { StreamState } from './live/session-stream';
export { isPresent } from './logic/member-tries';
export { AttemptButtons } from './components/attempt-buttons';
export { ClimbAttemptsLine } from './components/climb-attempts-line';
export { EndOrLeave, NextButton } from './components/session-controls';
export { JoinSessionCard } from './components/join-session-card';
export { RandomClimbButton } from './components/random-climb-button';
export { SessionEntry } from './components/session-entry';
export { SessionInvite } from './components/session-invite';
export { SessionMembers } from './components/session-members';
export { SessionQueue } from './components/session-queue';
export { SessionStatus } from './components/session-status';
export { SessionSummaryView } from './components/session-summary-view';
export { climbGradeId } from './logic/shown-grade';
export { SessionClimbIcon } from './components/session-climb-icon';
