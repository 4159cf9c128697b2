import path from 'node:path';

/** The web build the journeys' servers serve: WEB_DIST when set (as start-server.mjs reads it), else web/dist. */
export const WEB_DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../../../web/dist');
