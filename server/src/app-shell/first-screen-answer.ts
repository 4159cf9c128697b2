import { z } from 'zod';
import { endpoints, type FirstScreenAnswer, type FirstScreenRoute } from '@spraybook/contract';

/**
 * A first screen's answer as the API would send it: encoded by the route's response schema (what the
 * serializer does, unknown fields dropped), so the app's query holds exactly what a fetch would give.
 */
export function firstScreenAnswer(
  route: FirstScreenRoute,
  params: Record<string, string>,
  value: unknown,
): FirstScreenAnswer {
  return { route, params, body: z.encode(endpoints[route].response as z.ZodType, value) };
}
