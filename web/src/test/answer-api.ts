import { vi } from 'vitest';
import type { RouteName } from '@spraybook/contract/plain';
import { api } from '../shared/data/api-client';

/**
 * Makes the mocked `api` (a test's `vi.mock` of lib/api-client) answer each route by name: a value
 * resolves, an Error rejects, a route not listed rejects naming itself (so a test sees what it missed).
 */
export function answerApi(answers: Partial<Record<RouteName, unknown>>) {
  vi.mocked(api).mockImplementation((async (name: RouteName) => {
    if (!(name in answers)) throw new Error(`no answer for ${name} in this test`);
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof api);
}
