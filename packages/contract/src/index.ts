// First: it must run before any schema below is built.
import './browser-jitless.ts';

export * from './angles.ts';
export * from './ascents.ts';
export * from './climbs.ts';
export * from './config.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './grades.ts';
export * from './plain.ts';
export * from './search.ts';
export * from './query.ts';
export * from './responses.ts';
export * from './text.ts';
export * from './timestamp.ts';
export * from './users.ts';
export * from './user-export.ts';
export * from './walls.ts';
export * from './votes.ts';
export * from './beta-videos.ts';
export * from './comments.ts';
export * from './climb-lists.ts';
export * from './wall-pulse.ts';
export * from './whole-number.ts';
export * from './personal-feed.ts';
export * from './notifications.ts';
export * from './push.ts';
export * from './sessions.ts';
