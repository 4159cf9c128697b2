import type { TestApp } from './test-app.ts';

type Member = Awaited<ReturnType<TestApp['signUp']>>;

/** A small square outline at (x, y), relative to the photo. */
const square = (x: number, y: number) => [
  { x, y },
  { x: x + 0.04, y },
  { x: x + 0.04, y: y + 0.04 },
  { x, y: y + 0.04 },
];

/** Traces `n` holds on the wall's latest photo through the API; returns the revision id and hold ids. */
export async function traceHolds(t: TestApp, by: Member, wallId: string, n: number) {
  const holdIds: string[] = [];
  let revisionId = '';
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/walls/${wallId}/revisions/latest/holds`,
      headers: by.auth,
      payload: { bounding_polygon: square(0.05 + (i % 10) * 0.09, 0.05 + Math.floor(i / 10) * 0.09) },
    });
    if (res.statusCode !== 201) throw new Error(`adding a hold answered ${res.statusCode}: ${res.body}`);
    holdIds.push(res.json().hold_id);
    revisionId = res.json().id;
  }
  return { revisionId, holdIds };
}

/** A valid climb body on `wallId` from its holds: first hold start, last top, the rest intermediate. */
export const climbBody = (wallId: string, holdIds: string[], overrides: Record<string, unknown> = {}) => ({
  wall_id: wallId,
  name: 'Crimp line',
  start_holds: [holdIds[0]],
  intermediate_holds: holdIds.slice(1, -1),
  top_holds: [holdIds[holdIds.length - 1]],
  ...overrides,
});

export function climbCalls(t: TestApp) {
  const headers = (who?: Member | null) => who?.auth ?? {};
  return {
    create: (payload: object, who?: Member | null) =>
      t.app.inject({ method: 'POST', url: '/api/climbs', payload, headers: headers(who) }),
    get: (id: string, who?: Member | null) =>
      t.app.inject({ method: 'GET', url: `/api/climbs/${id}`, headers: headers(who) }),
    update: (id: string, payload: object, who?: Member | null) =>
      t.app.inject({ method: 'PUT', url: `/api/climbs/${id}`, payload, headers: headers(who) }),
    remove: (id: string, who?: Member | null) =>
      t.app.inject({ method: 'DELETE', url: `/api/climbs/${id}`, headers: headers(who) }),
    list: (wallId: string, who?: Member | null, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/walls/${wallId}/climbs${query}`, headers: headers(who) }),
    neighbours: (wallId: string, climbId: string, who?: Member | null) =>
      t.app.inject({
        method: 'GET',
        url: `/api/walls/${wallId}/climbs/${climbId}/neighbours`,
        headers: headers(who),
      }),
  };
}
