import type { Climb, User } from '@spraybook/contract';

/** What every vote form gets: the climb, the voter, and what to do once sent (or queued offline). */
export interface VoteFormProps {
  climb: Climb;
  me: User;
  done: (sent: { queued: boolean }) => void;
}
