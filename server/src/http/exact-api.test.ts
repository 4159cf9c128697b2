import { Validator } from '@seriousme/openapi-schema-validator';
import {
  CLIMB_TAG_NAMES,
  endpoints,
  errorStatuses,
  routes,
  type Endpoint,
  type Route,
  type RouteName,
} from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg, toBase64 } from '../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The API said exactly: every answer's instants are ISO 8601 with a `T` and a zone, the OpenAPI document
 * is valid OpenAPI 3.1 and lists every status each call answers, and no call ignores a query parameter it
 * does not know. The answers sampled are every GET's (and the writes that build the samples) on one wall.
 */

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ids: Record<string, string> = {};
const id = (name: string) => ids[name] ?? UNKNOWN_ID;
/** Each answer body sampled, by the route that gave it. */
const answers = new Map<RouteName, unknown[]>();
/** The body each sampled write was sent with. */
const bodies = new Map<RouteName, object>();

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Looks like an instant in any form: PostgreSQL's `2026-11-25 09:03:29.879+00` as well as ISO. */
const INSTANT_LIKE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;

/** A route's path with ids of the samples (a grade's id is a number). */
const fill = (name: RouteName, path: string) =>
  path.replace(/:(\w+)/g, (_, param: string) => (name === 'getGrade' ? ids.gradeId! : id(param)));

/** Calls a route as the owner with ids filled in from the samples, keeping its answer. */
async function call(
  name: RouteName,
  opts: { params?: Record<string, string>; query?: string; body?: object } = {},
) {
  const route: Route = routes[name];
  const path = route.path.replace(/:(\w+)/g, (_, p: string) => opts.params?.[p] ?? ids[p] ?? UNKNOWN_ID);
  const res = await t.app.inject({
    method: route.method,
    url: `/api${path}${opts.query ?? ''}`,
    headers: owner.auth,
    ...(opts.body ? { payload: opts.body } : {}),
  });
  const expected = route.status ?? 200;
  if (res.statusCode !== expected) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
  if (res.body) answers.set(name, [...(answers.get(name) ?? []), res.json()]);
  if (opts.body) bodies.set(name, opts.body);
  return res.body ? res.json() : null;
}

/** Every string in an answer that looks like an instant, with where it is. */
function instants(value: unknown, at = ''): { at: string; value: string }[] {
  if (typeof value === 'string') return INSTANT_LIKE.test(value) ? [{ at, value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => instants(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => instants(v, at ? `${at}.${k}` : k));
  }
  return [];
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signUp('Owner');
  ids.userId = owner.user.id;
  const jpeg = toBase64(await phoneJpeg(320, 240));
  // An adjustable wall, so ticks, votes and the climbs list can name an angle (issue 47).
  ids.id = ids.wallId = await t.addWall(owner, {
    base64_image: jpeg,
    coordinates: [47.1, 8.5],
    adjustable_angle: true,
    default_angle: 40,
  });
  const { holdIds } = await traceHolds(t, owner, ids.wallId, 3);
  ids.holdId = holdIds[0]!;
  const climb = await call('createClimb', { body: climbBody(ids.wallId, holdIds, { grade: 5 }) });
  ids.climbId = climb.id;
  ids.voteId = climb.grade_votes[0].id;
  await call('createAscent', {
    body: { climb_id: ids.climbId, ascent_date: '2026-11-24', ascent_type: 'flash', attempts: 1, angle: 45 },
  });
  await call('addBetaVideo', {
    params: { id: id('climbId') },
    body: { url: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  const comment = await call('createComment', {
    body: { comment: 'Nice', related_id: ids.climbId, related_type: 'climb' },
  });
  await call('updateComment', { params: { id: comment.id }, body: { comment: 'Nice one' } });
  const reply = await call('createReply', { params: { id: comment.id }, body: { reply: 'Thanks' } });
  await call('updateReply', { params: { id: comment.id, replyId: reply.id }, body: { reply: 'Thanks!' } });
  const list = await call('createClimbList', {
    body: { wall_id: ids.wallId, name: 'Circuit', climb_ids: [ids.climbId], public: true },
  });
  ids.listId = list.id;
  ids.gradeId = String((await call('getGrades'))[0].id);
  // A session ended and shared to the wall's feed (its summary's `shared`, the feed's session item).
  const shared = await call('startSession', { params: { id: ids.wallId }, body: { climb_id: ids.climbId } });
  await call('addAttempt', { params: { id: shared.id }, body: { climb_id: ids.climbId } });
  await call('endSession', { params: { id: shared.id } });
  await call('shareSession', { params: { id: shared.id } });
  // A climbing session on the climb with a try and a send (issue 45), left open.
  const session = await call('startSession', { params: { id: ids.wallId }, body: { climb_id: ids.climbId } });
  ids.sessionId = session.id;
  await call('addAttempt', { params: { id: session.id }, body: { climb_id: ids.climbId } });
  await call('sendClimb', { params: { id: session.id }, body: { climb_id: ids.climbId, angle: 45 } });
  // A climber invited to it (0226): the invitations' instants, and the invitee's notification.
  const friend = await t.signUp('Invited friend');
  await call('inviteToSession', { params: { id: session.id }, body: { user_ids: [friend.user.id] } });
}, 120_000);
afterAll(() => t.close());

/** One sample call of every GET (and the one POST that reads), with what it needs. */
const READS: Partial<Record<RouteName, () => Promise<unknown>>> = {
  getConfig: () => call('getConfig'),
  getGrades: () => call('getGrades'),
  getMe: () => call('getMe'),
  quickSearch: () => call('quickSearch', { query: '?text=Board' }),
  searchUsers: () => call('searchUsers', { query: '?display_name=Own' }),
  getUser: () => call('getUser', { params: { id: ids.userId! } }),
  getPersonalFeed: () => call('getPersonalFeed'),
  listNotifications: () => call('listNotifications'),
  getUnreadNotifications: () => call('getUnreadNotifications'),
  getNotificationSettings: () => call('getNotificationSettings'),
  getPushKey: () => call('getPushKey'),
  getFollowers: () => call('getFollowers'),
  getFollowing: () => call('getFollowing'),
  exportUser: () => call('exportUser', { params: { id: ids.userId! } }),
  getAccountDeletionPreview: () => call('getAccountDeletionPreview', { params: { id: ids.userId! } }),
  getRecoveryEmail: () => call('getRecoveryEmail', { params: { id: ids.userId! } }),
  listWalls: () => call('listWalls'),
  mapWalls: () => call('mapWalls'),
  getSpotlightWall: () => call('getSpotlightWall'),
  getWall: () => call('getWall'),
  getRevision: () => call('getRevision', { params: { revId: 'latest' } }),
  getHoldUsage: () => call('getHoldUsage', { params: { revId: 'latest' } }),
  getGrade: () => call('getGrade', { params: { id: ids.gradeId! } }),
  getClimbTags: () => call('getClimbTags'),
  getClimb: () => call('getClimb', { params: { id: ids.climbId! } }),
  listWallClimbs: () => call('listWallClimbs', { query: '?angle=45&sort_key=grade' }),
  getClimbNeighbours: () => call('getClimbNeighbours', { query: '?angle=45&benchmark=false' }),
  getGradeHistogram: () => call('getGradeHistogram'),
  getWallSetters: () => call('getWallSetters'),
  listClimbLists: () => call('listClimbLists', { query: `?wall_id=${ids.wallId}` }),
  getClimbList: () => call('getClimbList', { params: { id: ids.listId! } }),
  getListRankings: () => call('getListRankings', { params: { id: ids.listId! } }),
  getWallStatistics: () => call('getWallStatistics'),
  getWallFeed: () => call('getWallFeed', { query: '?limit=20' }),
  listComments: () => call('listComments', { query: `?related_id=${ids.wallId}` }),
  queryAscents: () => call('queryAscents', { body: {} }),
  getCurrentSession: () => call('getCurrentSession'),
  getSession: () => call('getSession', { params: { id: ids.sessionId! } }),
  getSessionSummary: () => call('getSessionSummary', { params: { id: ids.sessionId! } }),
  getSessionInvitations: () => call('getSessionInvitations', { params: { id: ids.sessionId! } }),
  getClimbAttempts: () => call('getClimbAttempts', { params: { id: ids.climbId! } }),
};

describe('instants in answers', () => {
  it('are ISO 8601 with a T and a zone in every sampled answer, and every GET is sampled', async () => {
    for (const read of Object.values(READS)) await read();
    const gets = Object.entries(routes).filter(([, r]) => r.method === 'GET');
    expect(gets.map(([name]) => name).filter((name) => !(name in READS))).toEqual([]);

    const found = [...answers].flatMap(([name, bodies]) =>
      bodies.flatMap((body) => instants(body).map((i) => ({ ...i, at: `${name} ${i.at}` }))),
    );
    expect(found.filter((i) => !ISO_INSTANT.test(i.value))).toEqual([]);
    // Each kind of instant was there to check: walls, photos, climbs, videos, ticks, comments, replies, feed.
    const fields = new Set(found.map((i) => i.at.replace(/\[\d+\]/g, '[]')));
    expect([...fields]).toEqual(
      expect.arrayContaining([
        'getWall created',
        'getRevision created',
        'getClimb created',
        'getClimb beta_videos[].created',
        'queryAscents ascents[].created',
        'listComments comments[].created',
        'listComments comments[].last_edited',
        'listComments comments[].last_activity',
        'listComments comments[].replies[].last_edited',
        'getWallFeed [].created',
        'shareSession shared',
        'getSessionInvitations invitations[].invited',
      ]),
    );
  });
});

describe('the OpenAPI document', () => {
  let document: {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
    >;
  };
  beforeAll(async () => {
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists each call's success and error statuses, errors as the Error body, 204 without content", () => {
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const responses = document.paths[path]?.[endpoint.method.toLowerCase()]?.responses ?? {};
      const ok = endpoint.status ?? 200;
      const notModified = endpoint.method === 'GET' ? [304] : [];
      const expected = [ok, ...notModified, ...(endpoint.statuses ?? []), ...errorStatuses(endpoint)]
        .map(String)
        .sort();
      expect([...Object.keys(responses)].sort(), `${endpoint.method} ${path}`).toEqual([
        ...new Set(expected),
      ]);
      for (const status of errorStatuses(endpoint)) {
        expect(responses[status]!.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      if (ok === 204) expect(responses['204']!.content).toBeUndefined();
      if (endpoint.method === 'GET') expect(responses['304']!.content).toBeUndefined();
    }
  });

  it('says every instant of an answer is a date-time', () => {
    const schemas = JSON.stringify(document);
    for (const field of ['created', 'last_edited', 'last_activity']) {
      const declared = [
        ...schemas.matchAll(new RegExp(`"${field}":(\\{[^{}]*\\}|\\{"anyOf":\\[[^\\]]*\\]\\})`, 'g')),
      ];
      expect(declared.length, field).toBeGreaterThan(0);
      for (const [, schema] of declared) expect(schema, field).toContain('"format":"date-time"');
    }
  });
});

/** A body each call's schema accepts (the query is checked after the body, and no handler runs on a 400). */
const validBody = (name: RouteName): object | undefined =>
  (
    ({
      createUser: {},
      updateUser: {},
      updateNotificationSettings: { tick: 'app' },
      subscribePush: {
        endpoint: 'https://push.example/device',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
      unsubscribePush: { endpoint: 'https://push.example/device' },
      addFavoriteWall: { id: ids.wallId },
      addTodoClimb: { id: ids.climbId },
      setRecoveryEmail: { email: null, current_password: 'a password' },
      uploadProfilePicture: { base64_image: 'AAAA' },
      createWall: { name: 'Wall' },
      updateWall: { name: 'Wall' },
      addHold: {
        bounding_polygon: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
      },
      addHolds: {
        holds: [
          {
            bounding_polygon: [
              { x: 0, y: 0 },
              { x: 1, y: 0 },
              { x: 0, y: 1 },
            ],
          },
        ],
      },
      updateClimb: bodies.get('createClimb'),
      updateAscent: bodies.get('createAscent'),
      createGradeVote: { value: 5, angle: 45 },
      updateGradeVote: { value: 5, angle: 50 },
      createRatingVote: { value: 3, angle: 45 },
      updateRatingVote: { value: 3 },
      createBrokenVote: { value: false },
      updateBrokenVote: { value: false },
      addClimbTag: { name: CLIMB_TAG_NAMES[0] },
      findSimilarClimbs: {},
      updateClimbList: { name: 'List' },
      queueClimb: { climb_id: ids.climbId },
      reorderQueue: { climb_ids: [] },
      nextClimb: { from: null },
    }) as Partial<Record<RouteName, object>>
  )[name] ?? bodies.get(name);

/** The query parameters a call needs: a missing one would be refused first. */
const requiredQuery = (name: RouteName) =>
  ({
    searchUsers: 'display_name=Own&',
    listComments: `related_id=${id('wallId')}&`,
    addClimbToList: `climb_id=${id('climbId')}&`,
    voteClimbTag: 'score=1&',
  })[name as string] ?? '';

describe('unknown query parameters', () => {
  it('are refused with a 400 naming them, on every call', async () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [RouteName, Endpoint][]) {
      const body = endpoint.body ? validBody(name) : undefined;
      expect(endpoint.body && !body ? `${name} has no sample body` : '').toBe('');
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api${fill(name, endpoint.path)}?${requiredQuery(name)}sortKey=name`,
        headers: owner.auth,
        ...(body ? { payload: body } : {}),
      });
      expect({ name, status: res.statusCode, detail: res.json().detail }).toEqual({
        name,
        status: 400,
        detail: 'Unknown query parameter: sortKey.',
      });
    }
  });

  it('are named before the required parameter they misspell is missed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/search?displayName=Own' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Unknown query parameter: displayName.');
  });

  it('are all named, also beside known ones', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/walls/${ids.wallId}/climbs?sort_key=name&sortKey=new&x=1`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Unknown query parameters: sortKey, x.');
  });
});
