import { z } from 'zod';

/** The detail of a 400 for query parameters the endpoint does not know (a misspelt filter would be ignored). */
export const unknownQueryParameters = (names: readonly string[]) =>
  `Unknown query parameter${names.length === 1 ? '' : 's'}: ${names.join(', ')}.`;

/** An endpoint's query parameters: exactly these, and any other name is refused with a 400 that names it. */
export const queryParameters = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownQueryParameters(issue.keys) : undefined),
  });

/** The query of an endpoint that takes none: every parameter is unknown. */
export const NoQuery = queryParameters({});
