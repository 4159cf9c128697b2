import { z } from 'zod';
import { unknownQueryParameters } from './texts.ts';

/** An endpoint's query parameters: exactly these, and any other name is refused with a 400 that names it. */
export const queryParameters = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownQueryParameters(issue.keys) : undefined),
  });

/** The query of an endpoint that takes none: every parameter is unknown. */
export const NoQuery = queryParameters({});
