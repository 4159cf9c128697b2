import { z } from 'zod';

export const CONTROL_CHARACTERS_DETAIL = "Text can't contain control characters.";

// C0 control characters other than tab, line feed and carriage return: PostgreSQL refuses NUL
// outright, and the rest are never typed by a person. A pattern (not a refine) so OpenAPI shows it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/**
 * Every string a client sends (body, query or path) starts here, so none can carry control characters.
 * `typeError` is the detail when the value is not a string at all.
 */
export const text = (typeError?: string) =>
  z.string(typeError).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_DETAIL);
