/**
 * Texts the web shows that the server never sends (those live in `@spraybook/contract/plain`): the
 * spec's dialog, notice and failure words, kept in one place so a component and its test use the same
 * words, and so `texts.test.ts` can check the spec's error catalogue against them.
 */

// The remove confirmation (spec 8): one dialog for every remove.
export const removeTitle = (itemType: string) => `Remove ${itemType}`;
export const REMOVE_WARNING = "Are you sure? You can't undo this action afterwards.";
export const REMOVE = 'Remove';
export const CANCEL = 'Cancel';
export const REMOVED = 'Removed';
export const removedMessage = (item: string) => `This ${item} has been removed`;

// A breadcrumb whose wall or list did not load; the page itself still shows.
export const BREADCRUMB_FAILED = 'Unable to load breadcrumb';

// A visitor reaching a list action (spec 7, Lists): refused on the client, with a way to sign in.
export const LISTS_NEED_SIGN_IN = 'Authentication required to create/delete/modify/update lists';
export const SIGN_IN = 'Sign in';
