import { z } from 'zod';
import { ClimbedAngle } from './angles.ts';
import { Ascent } from './ascents.ts';
import { ClimbId, climbFiltersWith, QueryFlag } from './climbs.ts';
import { SESSION_QUEUE_MAX } from './limits.ts';
import { SESSION_EVENT_KINDS, SESSION_STATES } from './session-kinds.ts';
import { QUEUE_ORDER_MISMATCH } from './session-texts.ts';
import { timestamp } from './timestamp.ts';
import { UserId } from './users.ts';
import { WallId } from './walls.ts';

/**
 * Climbing sessions at the wall (issue 45): a crew's shared queue of climbs, the climb they are on, and
 * every member's attempts on it, live on each phone through the session's event stream.
 */

export const SessionId = z.uuid().describe('Session id');

export const SessionMember = z
  .object({
    user_id: UserId,
    display_name: z.string().nullable().describe("Shown as 'Unnamed user' when null"),
    present: z.boolean().describe('In the session now (false once they left, or it ended)'),
    joined: timestamp(),
  })
  .meta({ id: 'SessionMember' });

/** One member's attempts on one climb of the session. */
export const SessionAttempts = z
  .object({
    user_id: UserId,
    climb_id: ClimbId,
    attempts: z.number().int().describe("Tries, the send's included"),
    sent: z.boolean(),
  })
  .meta({ id: 'SessionAttempts' });

export const Session = z
  .object({
    id: SessionId,
    wall_id: WallId,
    wall_name: z.string(),
    starter_id: UserId,
    state: z.enum(SESSION_STATES),
    members: z.array(SessionMember).describe('Everyone who joined, in the order they did'),
    current_climb_id: ClimbId.nullable().describe('The climb the group is on'),
    queue: z.array(ClimbId).describe('The climbs waiting, next first'),
    attempts: z.array(SessionAttempts).describe("Every member's attempts on every climb tried"),
    started: timestamp(),
    ended: timestamp().nullable(),
    last_activity: timestamp(),
    last_event_id: z
      .number()
      .int()
      .describe('The newest event of its stream: a stream from here misses nothing'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

export const StartSessionBody = z
  .object({ climb_id: ClimbId.optional().describe('The first climb to be on (from a climb page)') })
  .meta({ id: 'StartSessionBody' });

export const SessionClimbBody = z.object({ climb_id: ClimbId }).meta({ id: 'SessionClimbBody' });

export const QueueOrderBody = z
  .object({
    climb_ids: z
      .array(ClimbId)
      .max(SESSION_QUEUE_MAX, QUEUE_ORDER_MISMATCH)
      .describe("The queue's climbs, each once, in their new order"),
  })
  .meta({ id: 'QueueOrderBody' });

export const NextClimbBody = z
  .object({
    from: ClimbId.nullable().describe(
      'The current climb as the caller saw it: two taps on Next from two phones move the group once',
    ),
  })
  .meta({ id: 'NextClimbBody' });

export const SendBody = z
  .object({
    climb_id: ClimbId.describe(
      'The climb sent, the one on the phone at the tap: the current climb or one the group was on earlier',
    ),
    public: z.boolean().default(true).describe('Whether the tick it makes is public'),
    angle: ClimbedAngle,
  })
  .meta({ id: 'SendBody' });

export const SendAnswer = z
  .object({ session: Session, ascent: Ascent.describe("The tick 'Sent' made") })
  .meta({ id: 'SendAnswer' });

/** 'Add a random climb': the climbs list's filters, and one of its own. */
export const RandomClimbQuery = climbFiltersWith({
  not_ticked_by_present: QueryFlag.describe('Leave out climbs any member present now has ticked'),
});

export const SummaryClimb = z
  .object({
    climb_id: ClimbId,
    climb_name: z.string().describe("Shown as 'Unnamed climb' when empty"),
    grade: z.number().int().nullable().describe("The climb's average grade id"),
    attempts: z.number().int(),
    sends: z.number().int(),
    climbers: z.array(SessionAttempts),
  })
  .meta({ id: 'SessionSummaryClimb' });

export const SessionSummary = z
  .object({
    session: Session,
    climbs: z.array(SummaryClimb).describe('Every climb someone tried, in the order it was first tried'),
    grades: z
      .array(z.object({ grade: z.number().int(), tried: z.number().int(), sent: z.number().int() }))
      .describe('Climbs tried and sent per average grade id, by grade id'),
    shared: timestamp()
      .nullable()
      .describe("When its starter shared it to the wall's feed; null: not shared"),
    can_share: z
      .boolean()
      .describe(
        "Whether the caller may share it to the wall's feed now (its starter, ended, not yet shared)",
      ),
  })
  .meta({ id: 'SessionSummary' });
export type SessionSummary = z.infer<typeof SessionSummary>;

/** 'You: 3 sessions, 11 attempts, sent 12 Nov': the caller's own, never anyone else's. */
export const ClimbAttemptsSummary = z
  .object({
    climb_id: ClimbId,
    sessions: z.number().int(),
    attempts: z.number().int(),
    sent_on: z.string().nullable().describe('YYYY-MM-DD of the newest tick, or null'),
  })
  .meta({ id: 'ClimbAttemptsSummary' });
export type ClimbAttemptsSummary = z.infer<typeof ClimbAttemptsSummary>;

/** One event of a session's stream (`data:` of a `text/event-stream` message; its `id:` is `id`). */
export const SessionEvent = z
  .object({ id: z.number().int(), kind: z.enum(SESSION_EVENT_KINDS), session: Session })
  .meta({ id: 'SessionEvent' });
export type SessionEvent = z.infer<typeof SessionEvent>;
