/** What other features and the demo seed may use of walls. */
export { createWallOwnedBy } from './wall-commands.ts';
export { findListedWalls } from './walls.service.ts';
export { findRevision } from './walls.queries.ts';
export { sweepOrphanWallPhotos } from './orphan-photo-sweep.ts';
