import { z } from 'zod';

/** The one error shape of every 4xx and 5xx response. */
export const ErrorBody = z
  .object({
    detail: z.string().describe('Human-readable text the UI shows as is'),
    code: z.string().optional().describe('Stable machine-readable reason'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The 429 of a route with a write `limit`; its `Retry-After` header gives the seconds to wait. */
export const TooManyWritesBody = ErrorBody.extend({}).meta({
  id: 'TooManyWrites',
  description: 'Too many writes of this kind by this account: wait the `Retry-After` seconds',
});
