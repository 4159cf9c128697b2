import { setTimeout as delay } from 'node:timers/promises';
import { GRADES } from '@spraybook/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// Every write to a climb's votes, tags, ticks or counters locks the climb's row first (lockClimb), so
// concurrent writes on one climb queue instead of deadlocking. Only a PostgreSQL server runs
// transactions side by side: PGlite has one connection and runs them one after another, so it can
// never deadlock and these tests would prove nothing there.
const serverUrl = process.env.TEST_DATABASE_URL;

type Member = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let setter: Member;
let wallId: string;
let holdIds: string[];

const send = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });

const font = GRADES.filter((g) => g.system === 'Font');

describe.skipIf(!serverUrl)(
  'concurrent writes on one climb (PostgreSQL only: PGlite cannot deadlock)',
  () => {
    beforeAll(async () => {
      t = await buildTestApp();
      setter = await t.signUp();
      wallId = await t.addWall(setter, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
      holdIds = (await traceHolds(t, setter, wallId, 3)).holdIds;
    });
    afterAll(() => t?.close());

    it('an edit of a climb and its setter’s grade votes at the same time all succeed, none a 500', async () => {
      const climbId = (await climbCalls(t).create(climbBody(wallId, holdIds), setter)).json().id as string;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => [
          send(setter, 'PUT', `/climbs/${climbId}`, {
            ...climbBody(wallId, holdIds),
            grade: font[i % 10]!.id,
            tags: i % 2 ? ['crimpy'] : ['slopey'],
          }),
          send(setter, 'POST', `/climbs/${climbId}/grade_votes`, {
            value: font[(i + 5) % 10]!.id,
            public: true,
          }),
        ]).flat(),
      );
      expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200, 201]));
    });

    it('a grade vote that arrives while its setter’s edit holds the climb waits for the edit, and both succeed', async () => {
      const climbId = (await climbCalls(t).create(climbBody(wallId, holdIds), setter)).json().id as string;
      await send(setter, 'POST', `/climbs/${climbId}/grade_votes`, { value: font[1]!.id, public: true });
      // The edit, step by step as PUT /climbs/{id} takes its locks: the climb's row, then its setter's vote.
      const edit = new pg.Client({ connectionString: t.database.url! });
      await edit.connect();
      try {
        await edit.query('begin');
        await edit.query('update climbs set updated = now() where id = $1', [climbId]);
        const vote = send(setter, 'POST', `/climbs/${climbId}/grade_votes`, {
          value: font[2]!.id,
          public: true,
        });
        await waitForLockWait(edit);
        // Had the vote locked its row before the climb's, this would wait on it while it waits on us.
        await edit.query(
          `insert into grade_votes (climb_id, user_id, value) values ($1, $2, $3)
         on conflict (climb_id, user_id) do update set value = excluded.value`,
          [climbId, setter.user.id, font[3]!.id],
        );
        await edit.query('commit');
        expect((await vote).statusCode).toBe(201);
      } finally {
        await edit.end();
      }
    });

    it('a climb removed while climbers tick, untick and vote on it answers each of them, none a 500', async () => {
      const climbers = await Promise.all(Array.from({ length: 8 }, () => t.signUp()));
      const climbId = (await climbCalls(t).create(climbBody(wallId, holdIds), setter)).json().id as string;
      const ticks = await Promise.all(
        climbers.map((who) =>
          send(who, 'POST', '/ascents', {
            climb_id: climbId,
            ascent_date: '2026-11-20',
            ascent_type: 'flash',
            attempts: 1,
          }),
        ),
      );
      const answers = await Promise.all([
        ...climbers.flatMap((who, i) => [
          send(who, 'DELETE', `/ascents/${ticks[i]!.json().id}`),
          send(who, 'POST', `/climbs/${climbId}/grade_votes`, { value: font[i]!.id, public: true }),
          send(who, 'POST', `/climbs/${climbId}/rating_votes`, { value: i % 4, public: false }),
        ]),
        send(setter, 'DELETE', `/climbs/${climbId}`),
      ]);
      expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    });
  },
);

/** Resolves once another session of this database waits for a lock (the request under test). */
async function waitForLockWait(session: pg.Client) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await session.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0].n > 0) return;
    await delay(10);
  }
  throw new Error('the request never waited for the lock');
}
