import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  apiPath,
  FIRST_SCREEN_ANSWERS_ID,
  routes,
  type FirstScreenAnswer,
  type FirstScreenRoute,
} from '@spraybook/contract/plain';
import { hasStoredSession } from './auth';
import { climbKeys } from './query-keys/climb-keys';
import { wallKeys } from './query-keys/wall-keys';

/** Each answer's query, by the key its page's query uses (a shared link's neighbours: no list filters). */
const QUERY_KEYS: Record<FirstScreenRoute, (params: Record<string, string>) => QueryKey> = {
  getClimb: ({ id }) => climbKeys.detail(id!),
  getWall: ({ id }) => wallKeys.detail(id!),
  getClimbNeighbours: ({ id, climbId }) => climbKeys.neighbours(id!, climbId!, {}),
  getSpotlightWall: () => wallKeys.spotlight,
};

/**
 * The answers the server drew this page's first screen from (server/src/features/first-screen), or
 * none. They are a visitor's view: a climber with a session asks the API, which knows them.
 */
function firstScreenAnswers(): FirstScreenAnswer[] {
  const script = document.getElementById(FIRST_SCREEN_ANSWERS_ID);
  if (!script?.textContent || hasStoredSession()) return [];
  try {
    return JSON.parse(script.textContent) as FirstScreenAnswer[];
  } catch {
    return [];
  }
}

/**
 * Starts the app's queries from the first screen's answers: the page renders without asking the server
 * again, and the climb page asks for its photo's revision at once instead of after its climb's answer.
 */
export function seedFirstScreenAnswers(queryClient: QueryClient) {
  for (const { route, params, body } of firstScreenAnswers())
    queryClient.setQueryData(QUERY_KEYS[route](params), body);
}

/** The API addresses of those answers: what the page would have fetched, for the worker to keep offline. */
export function firstScreenAnswerUrls(origin: string) {
  return firstScreenAnswers().map(
    ({ route, params }) => new URL(apiPath(routes[route].path, params), origin).href,
  );
}
