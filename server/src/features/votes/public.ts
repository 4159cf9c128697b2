/** What other features and app.ts may use of votes. */
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { votesAccountPart } from './account-part.ts';
