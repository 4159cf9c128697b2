import { endpoints, type Endpoint } from '@spraybook/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { phoneJpeg, toBase64 } from '../images/image-fixtures.ts';
import {
  boundaryFieldsOf,
  expectNoServerError,
  requestsFor,
  requestsWith,
  type FuzzContext,
} from '../test/fuzz-requests.ts';
import { fuzzSettings } from '../test/fuzz-settings.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Deletes last, and the wall's and climb's last of all: run earlier, a valid request removes the
 * fixture and every later endpoint would see mostly 404s.
 */
const cascadeRank = (name: string, endpoint: Endpoint) => {
  // An ended session refuses every change: its other endpoints go first, then sharing it (once ended).
  if (name === 'endSession') return 1;
  if (name === 'shareSession') return 1.5;
  if (endpoint.method !== 'DELETE') return 0;
  return name === 'deleteWall' ? 3 : name === 'deleteClimb' ? 2 : 1;
};
const entries = (Object.entries(endpoints) as [string, Endpoint][]).sort(
  ([a, x], [b, y]) => cascadeRank(a, x) - cascadeRank(b, y),
);
const { seed, runs } = fuzzSettings(entries.length);
/** Requests per edge value of each field: the other fields vary between them. */
const BOUNDARY_RUNS = 2;

let t: TestApp;
let ctx: FuzzContext;
beforeAll(async () => {
  // The smallest image cap keeps the over-limit body cheap to build and send.
  t = await buildTestApp({ MAX_IMAGE_MB: '1' });
  const [member, other] = await Promise.all([t.signUp('Fuzz Member'), t.signUp('Fuzz Other')]);
  const jpeg = toBase64(await phoneJpeg(64, 48));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: member.auth,
    payload: { name: 'Fuzz wall', base64_image: jpeg, adjustable_angle: true },
  });
  const wallId = created.json<{ id: string }>().id;
  const wall = await t.app.inject({ method: 'GET', url: `/api/walls/${wallId}`, headers: member.auth });
  const revisionId = wall.json<{ latest_revision_id: string }>().latest_revision_id;
  const holdIds: string[] = [];
  for (const x of [0.1, 0.5]) {
    const hold = await t.app.inject({
      method: 'POST',
      url: `/api/walls/${wallId}/revisions/latest/holds`,
      headers: member.auth,
      payload: {
        bounding_polygon: [
          { x, y: 0.1 },
          { x: x + 0.1, y: 0.1 },
          { x, y: 0.2 },
        ],
      },
    });
    holdIds.push(hold.json<{ hold_id: string }>().hold_id);
  }
  const climb = await t.app.inject({
    method: 'POST',
    url: '/api/climbs',
    headers: member.auth,
    payload: { wall_id: wallId, name: 'Fuzz climb', start_holds: [holdIds[0]], top_holds: [holdIds[1]] },
  });
  const climbId = climb.json<{ id: string }>().id;
  // Rows the update endpoints can reach, so edge values in their bodies get as far as the database.
  const made = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: member.auth, payload });
    return res.json<{ id: string }>().id;
  };
  const ascentId = await made('/ascents', {
    climb_id: climbId,
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
  });
  const gradeVoteId = await made(`/climbs/${climbId}/grade_votes`, { value: 4, public: true });
  const ratingVoteId = await made(`/climbs/${climbId}/rating_votes`, { value: 3, public: true });
  // Edited with a new photo by the sweep, which would take the climb's holds off the latest photo.
  const spareWallId = await made('/walls', { name: 'Spare wall', base64_image: jpeg });
  const listId = await made('/climb-lists', { wall_id: wallId, name: 'Fuzz list', climb_ids: [climbId] });
  // A climbing session on the wall, on the climb, so its endpoints reach their rules and the database.
  const sessionId = await made(`/walls/${wallId}/sessions`, { climb_id: climbId });
  const ids = [member.user.id, other.user.id, wallId, ...holdIds, climbId];
  ctx = {
    samples: {
      $ids: ids,
      base64_image: [jpeg],
      id: [wallId],
      wall_id: [wallId],
      climb_id: [climbId],
      grade: [4],
      coordinates: [null],
      related_id: [wallId],
      // Kept, so the sweep's own wall edits leave climbs' wall angles possible.
      adjustable_angle: [true],
      ...Object.fromEntries(
        [
          'intermediate_holds',
          'foot_holds',
          'hand_only_holds',
          'circuit_holds',
          'invited_users',
          'admin_users',
        ].map((key) => [key, [[]]]),
      ),
      tags: [['crimpy']],
      start_holds: [[holdIds[0]]],
      top_holds: [[holdIds[1]]],
    },
    params: {
      id: [member.user.id, other.user.id, wallId, climbId, ascentId, listId, sessionId, '1'],
      voteId: [gradeVoteId, ratingVoteId],
      userId: [member.user.id, other.user.id],
      wallId: [wallId],
      revId: ['latest', revisionId],
      holdId: holdIds,
      climbId: [climbId],
    },
    authorizations: [
      undefined,
      member.auth.authorization,
      member.auth.authorization,
      `Bearer ${await t.tokenFor('never-signed-up')}`,
      'Bearer not-a-jwt',
      'Basic Zm9vOmJhcg==',
    ],
    member: member.auth.authorization,
    exactParams: {
      'walls:id': wallId,
      'PUT walls:id': spareWallId,
      'climbs:id': climbId,
      'ascents:id': ascentId,
      'climb-lists:id': listId,
      'sessions:id': sessionId,
      'comments:id': wallId,
      'grade-system-grades:id': '4',
      'grade_votes:voteId': gradeVoteId,
      'rating_votes:voteId': ratingVoteId,
    },
    oversized: JSON.stringify({ name: 'x', base64_image: 'A'.repeat(t.app.initialConfig.bodyLimit ?? 0) }),
  };
}, 120_000);
afterAll(() => t.close());

// Every number and date field, sent each edge value (year 0, 9999-12-31, -1, 2^31-1, 2^31, 2^63…) in
// otherwise valid requests, so a value the database cannot store is found every run, not by luck.
const boundaryCases = entries.flatMap(([name, endpoint]) =>
  boundaryFieldsOf(endpoint).flatMap((field) =>
    field.values.map(
      (value) => [`${name} ${field.part}.${field.key}=${String(value)}`, endpoint, field, value] as const,
    ),
  ),
);

describe(`every number and date field at its edges (seed ${seed}, ${BOUNDARY_RUNS} requests each)`, () => {
  it.each(boundaryCases)('%s never answers 5xx', async (_name, endpoint, field, value) => {
    await fc.assert(
      fc.asyncProperty(requestsWith(endpoint, ctx, field, value), (request) =>
        expectNoServerError((opts) => t.app.inject(opts), request).then(() => undefined),
      ),
      { seed, numRuns: BOUNDARY_RUNS },
    );
  });
});

describe(`every contract endpoint under fuzzing (seed ${seed}, ${runs} requests each)`, () => {
  it.each(entries)('%s never answers 5xx, and every 4xx carries a detail', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(endpoint, ctx), (request) =>
        expectNoServerError((opts) => t.app.inject(opts), request).then(() => undefined),
      ),
      { seed, numRuns: runs },
    );
  });
});
