/**
 * What other features may use of notifications: a person's data export and account deletion, and signing
 * out everywhere (no device of theirs is pushed to after).
 */
export { notificationsAccountPart } from './account-part.ts';
export { deleteSubscriptionsOf } from './push-subscriptions.queries.ts';
