import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';
import { NotificationSettings } from './notifications.ts';
import { timestamp } from './timestamp.ts';

/**
 * Names of what an item is on. Null when the person may no longer see it (a wall made private, a climb
 * back to draft): the export holds their own data, never what others keep private.
 */
const OnClimb = {
  climb_id: z.uuid(),
  climb_name: z.string().nullable(),
  wall_id: z.uuid(),
  wall_name: z.string().nullable(),
};

const ExportTick = z.object({
  id: z.uuid(),
  ...OnClimb,
  date: z.string().describe('YYYY-MM-DD'),
  grade: z.string().nullable().describe("The climb's average grade in the person's grade system"),
  ascent_type: z.string(),
  attempts: z.number().int(),
  public: z.boolean(),
  notes: z.string().nullable(),
  created: timestamp(),
});
export type ExportTick = z.infer<typeof ExportTick>;

/**
 * Everything a person put into Spraybook (GDPR articles 15 and 20), as `GET /users/{id}/export` answers it:
 * the web packs it with a CSV logbook into a ZIP.
 */
export const UserExport = z
  .object({
    exported: timestamp(),
    profile: z.object({
      id: z.uuid(),
      display_name: z.string().nullable(),
      default_grade_system: z.string().nullable(),
      grade_system_used: z.string().describe('The system the grades below are in'),
      created: timestamp(),
      username: z.string().nullable().describe('Of the built-in sign-in; null with another provider'),
      email: z.string().nullable(),
      profile_picture_url: z.string().nullable(),
      favorite_walls: z.array(z.object({ wall_id: z.uuid(), wall_name: z.string().nullable() })),
    }),
    ticks: z.array(ExportTick),
    votes: z.array(
      z.object({
        kind: z.enum(['grade', 'rating', 'broken', 'tag']),
        ...OnClimb,
        value: z.string().describe('The grade, the stars, yes/no, or the tag and +1/-1'),
        public: z.boolean(),
      }),
    ),
    comments: z.array(
      z.object({
        id: z.uuid(),
        kind: z.enum(['comment', 'reply']),
        wall_id: z.uuid(),
        wall_name: z.string().nullable(),
        climb_id: z.uuid().nullable(),
        climb_name: z.string().nullable(),
        text: z.string(),
        created: timestamp(),
        last_edited: timestamp().nullable(),
      }),
    ),
    beta_videos: z.array(
      z.object({ ...OnClimb, url: z.string(), description: z.string().nullable(), created: timestamp() }),
    ),
    lists: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        public: z.boolean(),
        wall_id: z.uuid(),
        wall_name: z.string().nullable(),
        climbs: z.array(z.object({ climb_id: z.uuid(), climb_name: z.string().nullable() })),
      }),
    ),
    todo: z.array(z.object({ ...OnClimb, added: timestamp() })),
    session_attempts: z
      .array(z.object({ session_id: z.uuid(), ...OnClimb, sent: z.boolean(), created: timestamp() }))
      .describe("Each try ('+1') and send ('Sent') in climbing sessions, oldest first"),
    climbs_set: z.array(
      z.object({
        ...OnClimb,
        description: z.string().nullable(),
        draft: z.boolean(),
        grade: z.string().nullable(),
        ascents: z.number().int(),
        created: timestamp(),
      }),
    ),
    notifications: z
      .array(
        z.object({
          kind: z.enum(NOTIFICATION_KINDS),
          created: timestamp(),
          read_at: timestamp().nullable(),
          actor_id: z.uuid().nullable(),
          wall_id: z.uuid().nullable(),
          climb_id: z.uuid().nullable(),
        }),
      )
      .describe('What the person was told, of what they may see now'),
    notification_settings: NotificationSettings,
    push_subscriptions: z
      .array(z.object({ endpoint: z.string(), created: timestamp() }))
      .describe("The person's devices subscribed to push notifications"),
  })
  .meta({ id: 'UserExport' });
export type UserExport = z.infer<typeof UserExport>;
