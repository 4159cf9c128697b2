import { z } from 'zod';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from './notification-kinds.ts';
import { PersonalFeedQuery } from './personal-feed.ts';
import { timestamp } from './timestamp.ts';

/** Paged like the personal feed: `limit` groups below the `before` cursor of the page before. */
export const NotificationsQuery = PersonalFeedQuery;

const NotificationActor = z.object({
  id: z.uuid(),
  display_name: z.string().nullable(),
  deleted: z.boolean(),
});

/**
 * One line of the notifications page: the events of one group (one climb's ticks, one comment's
 * replies, one setter's new climbs on one wall…) on one day, as the reader may see them now.
 */
export const Notification = z
  .object({
    id: z.uuid().describe("The group's newest notification: mark it read to read the group"),
    kind: z.enum(NOTIFICATION_KINDS),
    created: timestamp().describe("The group's newest event"),
    read: z.boolean(),
    count: z.number().int().describe('Events in the group'),
    actors: z.array(NotificationActor).describe('The newest few people, newest first; empty when anonymous'),
    actor_count: z.number().int().describe('How many people, named or not'),
    flashes: z.number().int().describe('Of ticks, how many were flashes'),
    wall_id: z.uuid().nullable().describe('Null for a new follower'),
    wall_name: z.string().nullable(),
    climb_id: z.uuid().nullable(),
    climb_name: z.string().nullable(),
    comment_id: z.uuid().nullable().describe('The comment commented or replied to'),
    session_id: z.uuid().nullable().describe('The climbing session a climber was invited to'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationsPage = z
  .object({
    items: z.array(Notification).describe('Newest first'),
    next_before: z.string().nullable().describe('Pass as before for the next page; null at the end'),
  })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const UnreadNotifications = z
  .object({ unread: z.number().int().describe('Unread groups the reader may see') })
  .meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

const delivery = z.enum(NOTIFICATION_DELIVERIES);
const kindShape = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, delivery])) as Record<
  (typeof NOTIFICATION_KINDS)[number],
  typeof delivery
>;

/** Every kind's delivery: the climber's choice, or its default. */
export const NotificationSettings = z.strictObject(kindShape).meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** The kinds to change; the others keep theirs. */
export const NotificationSettingsBody = z
  .strictObject(kindShape)
  .partial()
  .meta({ id: 'NotificationSettingsBody' });
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;
