/** What other features and app.ts may use of beta videos. */
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { betaVideosAccountPart } from './account-part.ts';
