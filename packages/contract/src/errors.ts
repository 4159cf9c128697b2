import { z } from 'zod';

/** The one error shape of every 4xx and 5xx response. */
export const ErrorBody = z
  .object({
    detail: z.string().describe('Human-readable text the UI shows as is'),
    code: z.string().optional().describe('Stable machine-readable reason'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
