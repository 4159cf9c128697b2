/** What other features and the demo seed may use of walls. */
export { createWallOwnedBy } from './wall-commands.ts';
export { findListedWalls, revisionPhotoUrl } from './walls.service.ts';
export { findRevision, findWall } from './walls.queries.ts';
export { sweepOrphanWallPhotos } from './orphan-photo-sweep.ts';
export { gradeSystemOf, wallGradeSystems } from './wall-grade-system.queries.ts';
// The first screen of a wall's page (server/src/first-screen) reads it as the API answers a visitor.
export { getWall, revisionAnswer } from './walls.service.ts';
// The home page's first screen draws the spraywall of the month's card.
export { spotlightWall } from './walls.service.ts';
// Tables of the walls feature other features join (0227): a wall's favourites, a revision's holds, photo uploads.
export { favoriteWalls, holds, photoUploads } from './schema.ts';
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { wallsAccountPart } from './account-part.ts';
