import { ApiError } from './api-client';

/**
 * Whether a failed load means "there is nothing here for you": a 404 (gone, or private and not
 * shared with the viewer), or a 400 for an id in the address that is not an id at all. Both get
 * the not-found notice with a way back, never the connection-error message.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
