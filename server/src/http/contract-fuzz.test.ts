import { endpoints, type Endpoint } from '@spraybook/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { phoneJpeg, toBase64 } from '../images/image-fixtures.ts';
import { expectNoServerError, requestsFor, type FuzzContext } from '../test/fuzz-requests.ts';
import { fuzzSettings } from '../test/fuzz-settings.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const entries = Object.entries(endpoints) as [string, Endpoint][];
const { seed, runs } = fuzzSettings(entries.length);

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
    payload: { name: 'Fuzz wall', base64_image: jpeg },
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
  const ids = [member.user.id, other.user.id, wallId, ...holdIds, climbId];
  ctx = {
    samples: {
      $ids: ids,
      base64_image: [jpeg],
      id: [wallId],
      wall_id: [wallId],
      start_holds: [[holdIds[0]]],
      top_holds: [[holdIds[1]]],
    },
    params: {
      id: [member.user.id, other.user.id, wallId, climbId, '1'],
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
    oversized: JSON.stringify({ name: 'x', base64_image: 'A'.repeat(t.app.initialConfig.bodyLimit ?? 0) }),
  };
}, 120_000);
afterAll(() => t.close());

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
