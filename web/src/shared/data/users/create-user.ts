import { api } from '../api-client';

/** Creates the user for the signed-in identity (spec 4, Sign-in); a second call returns it as is. */
export function createUser() {
  return api('createUser', { body: {} });
}
