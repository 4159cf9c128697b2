import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_MIGRATIONS } from './db/migrate.ts';
import { phoneJpeg } from './images/image-fixtures.ts';
import { apiClient, expectStatus, type ApiClient } from './test/deployment/api-client.ts';
import { createCluster, type Cluster } from './test/deployment/cluster.ts';
import { mixedLoad } from './test/deployment/mixed-load.ts';
import { startConnectionDropper } from './test/deployment/connection-dropper.ts';
import { freePort } from './test/deployment/free-port.ts';
import { clusterPrerequisites, Nginx } from './test/deployment/nginx.ts';
import type { ServerProcess } from './test/deployment/server-process.ts';
import { signUpThroughProxy, wrongPasswordThroughProxy } from './test/deployment/sign-in.ts';

// The production shape needs a PostgreSQL server the nodes share, and nginx in front of them.
const { serverUrl, nginxBinary, skipped } = clusterPrerequisites();
if (skipped) console.log(`Deployment tests (nginx, two nodes, one database, one bucket) skipped: ${skipped}`);

const square = (x: number, y: number) => [
  { x, y },
  { x: x + 0.03, y },
  { x: x + 0.03, y: y + 0.03 },
  { x, y: y + 0.03 },
];

/** The node that answered, from nginx's X-Upstream (the last one tried). */
const answeredBy = (upstream: string) => upstream.split(',').at(-1)!.trim();

describe.skipIf(skipped)('two nodes behind nginx on one PostgreSQL database and one bucket', () => {
  let cluster: Cluster;
  let proxy: ApiClient;
  let wallId: string;
  let climbId: string;
  let token: string;

  beforeAll(async () => {
    cluster = await createCluster({ nginxBinary: nginxBinary!, serverUrl: serverUrl! });
  }, 30_000);
  afterAll(async () => cluster?.close(), 60_000);

  it('start at the same moment on an empty database, which is migrated and seeded once', async () => {
    await cluster.startTogether();
    const { rows: migrations } = await cluster.db.query('select hash from drizzle.__drizzle_migrations');
    expect(migrations).toHaveLength(SHIPPED_MIGRATIONS);
    expect(new Set(migrations.map((m) => m.hash)).size).toBe(SHIPPED_MIGRATIONS);
    // The demo's walls, once each: the spraywall and the adjustable board.
    const { rows: walls } = await cluster.db.query('select name from walls order by name');
    expect(walls).toEqual([{ name: 'Demo Gym Board' }, { name: 'Spraywall of the Month' }]);
    const seeders = [cluster.nodes.a, cluster.nodes.b].filter((node) =>
      node.logEntries().some((entry) => entry.msg === 'seeded the demo wall'),
    );
    expect(seeders).toHaveLength(1);
    for (const node of [cluster.nodes.a, cluster.nodes.b]) {
      expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
    }
  }, 300_000);

  it('serve a climber round-robin: sign up, a wall with a photo, holds, a climb, a tick, a comment', async () => {
    // The built-in sign-in's steps (page, form, redirects, code, refresh) land on either node.
    const signedIn = await signUpThroughProxy(cluster.nginx.url, 'Rolling.Climber');
    token = signedIn.accessToken;
    proxy = apiClient(cluster.nginx.url, token);
    const upstreams: string[] = signedIn.upstreams.map(answeredBy);
    expect(new Set(upstreams).size, 'sign-in steps answered by both nodes').toBe(2);
    // A wrong password is counted by the node that checked it: Prometheus adds the nodes up.
    expect(await wrongPasswordThroughProxy(cluster.nginx.url, 'Rolling.Climber')).toBe(401);
    const failures = await Promise.all(
      [cluster.nodes.a, cluster.nodes.b].map(async (node) => {
        const text = await (await fetch(`${node.url}/metrics`)).text();
        return Number(/^spraybook_sign_in_failures_total (\d+)$/m.exec(text)?.[1]);
      }),
    );
    expect(failures[0]! + failures[1]!).toBe(1);
    const requestIds: string[] = [];
    const through = async (
      answer: Promise<Awaited<ReturnType<ApiClient['get']>>>,
      status: number,
      what: string,
    ) => {
      const settled = await answer;
      upstreams.push(answeredBy(settled.headers.get('x-upstream') ?? ''));
      requestIds.push(settled.headers.get('x-request-id') ?? '');
      return expectStatus(settled, status, what);
    };

    const me = await through(proxy.post('/api/users', {}), 201, 'sign-up');
    await through(proxy.put(`/api/users/${me.id}`, { display_name: 'Rolling Climber' }), 200, 'naming');
    const jpeg = (await phoneJpeg(640, 480)).toString('base64');
    const wall = await through(
      proxy.post('/api/walls', { name: 'Two-node board', base64_image: jpeg }),
      201,
      'adding a wall',
    );
    wallId = wall.id as string;
    const holdIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const added = await through(
        proxy.post(`/api/walls/${wallId}/revisions/latest/holds`, {
          bounding_polygon: square(0.1 + i * 0.2, 0.4),
        }),
        201,
        'adding a hold',
      );
      holdIds.push(added.hold_id as string);
    }
    const climb = await through(
      proxy.post('/api/climbs', {
        wall_id: wallId,
        name: 'Round robin',
        start_holds: [holdIds[0]],
        intermediate_holds: holdIds.slice(1, -1),
        top_holds: [holdIds.at(-1)],
      }),
      201,
      'setting a climb',
    );
    climbId = climb.id as string;
    await through(
      proxy.post('/api/ascents', {
        climb_id: climbId,
        ascent_date: '2026-11-20',
        ascent_type: 'flash',
        attempts: 1,
      }),
      201,
      'ticking',
    );
    await through(
      proxy.post('/api/comments', {
        comment: 'Sent it on node two',
        related_id: climbId,
        related_type: 'climb',
      }),
      201,
      'commenting',
    );
    const read = await through(proxy.get(`/api/climbs/${climbId}`), 200, 'reading the climb');
    expect(read).toMatchObject({ name: 'Round robin', number_ascents: 1 });

    // The photo lives in the bucket and the answer links it there: browsers fetch it from the bucket,
    // not through nginx and the nodes, whichever node stored it and whichever answered.
    const shown = await through(proxy.get(`/api/walls/${wallId}`), 200, 'reading the wall');
    const photo = (shown.image_variants as { url: string }[])[0]!.url;
    const bucketHost = new URL(photo).host;
    expect(
      [cluster.nodes.a.url, cluster.nodes.b.url, cluster.nginx.url].map((u) => new URL(u).host),
    ).not.toContain(bucketHost);
    const res = await fetch(photo);
    expect(res.status, photo).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');

    // No stickiness: both nodes answered this one climber.
    const ports = new Set(upstreams.map((u) => u.split(':')[1]));
    expect(ports).toEqual(new Set([String(cluster.nodes.a.port), String(cluster.nodes.b.port)]));
    // nginx's request ids (32 hex digits) came back, and each is in the log of the node that answered.
    expect(requestIds.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    const logged = new Set(
      [cluster.nodes.a, cluster.nodes.b].flatMap((node) =>
        node
          .logEntries()
          .filter((e) => e.msg === 'request completed')
          .map((e) => e.reqId),
      ),
    );
    for (const id of requestIds) expect(logged.has(id), id).toBe(true);
    for (const node of [cluster.nodes.a, cluster.nodes.b]) {
      expect(requestIds.some((id) => node.logEntries().some((e) => e.reqId === id))).toBe(true);
    }
  }, 120_000);

  it('read a hold added through node A through node B at once (caches are keyed by database versions)', async () => {
    const nodeA = apiClient(cluster.nodes.a.url, token);
    const nodeB = apiClient(cluster.nodes.b.url, token);
    // B reads the revision first, so its answer cache holds the version without the new hold.
    const before = expectStatus(
      await nodeB.get(`/api/walls/${wallId}/revisions/latest`),
      200,
      'reading on B',
    );
    const added = expectStatus(
      await nodeA.post(`/api/walls/${wallId}/revisions/latest/holds`, { bounding_polygon: square(0.5, 0.8) }),
      201,
      'adding on A',
    );
    const after = expectStatus<{ holds: { id: string }[] }>(
      await nodeB.get(`/api/walls/${wallId}/revisions/latest`),
      200,
      'reading on B again',
    );
    expect((before.holds as unknown[]).length + 1).toBe(after.holds.length);
    expect(after.holds.map((h) => h.id)).toContain(added.hold_id);
  });

  it('send a write carrying an Idempotency-Key to the next node when one drops it, and no write without one', async () => {
    // nginx in turn between a node that resets every request and node A, never setting the first aside.
    const dropper = await startConnectionDropper();
    const dir = mkdtempSync(path.join(tmpdir(), 'spraybook-dropper-'));
    const edge = new Nginx(nginxBinary!, {
      dir,
      port: await freePort(),
      upstreams: [dropper.port, Number(new URL(cluster.nodes.a.url).port)],
      maxFails: 0,
    });
    await edge.start();
    try {
      const viaEdge = apiClient(edge.url, token);
      const comment = (text: string) => ({ comment: text, related_id: wallId, related_type: 'wall' });
      // Two keyless writes in a row: one of them is nginx's turn for the dropping node, and fails.
      const keyless = [
        await viaEdge.post('/api/comments', comment('keyless one')),
        await viaEdge.post('/api/comments', comment('keyless two')),
      ].map((a) => a.status);
      expect(keyless.sort()).toEqual([201, 502]);
      // Keyed writes: the dropped ones go again to node A, which does each once.
      const dropsBefore = dropper.dropped;
      for (const i of [1, 2, 3, 4]) {
        const answer = await viaEdge.post('/api/comments', comment(`keyed ${i}`), {
          'idempotency-key': `dropped-write-${i}`,
        });
        expect(answer.status, `keyed write ${i}`).toBe(201);
      }
      // nginx's turns fall on the dropping node for some of them (each drop also moves the turn on).
      expect(dropper.dropped - dropsBefore).toBeGreaterThan(0);
      const { rows } = await cluster.db.query(
        "select comment, count(*)::int as n from comments where comment like 'keyed %' group by comment",
      );
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await edge.stop();
      await dropper.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restart one after the other under 2,000 mixed reads and writes: none fails, none is written twice', async () => {
    const { a, b } = cluster.nodes;
    const windows: { node: string; from: number; to: number }[] = [];
    const exitCodes: (number | null)[] = [];
    /** Until nginx sends requests to the node again (it rests a refused node for fail_timeout). */
    const routedTo = async (node: ServerProcess) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const res = await fetch(`${cluster.nginx.url}/healthz`);
        if (answeredBy(res.headers.get('x-upstream') ?? '') === `127.0.0.1:${node.port}`) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nginx sent nothing to node ${node.port} after its restart`);
    };
    const restarts = (async () => {
      // Let the load get going before the first stop.
      await new Promise((r) => setTimeout(r, 500));
      for (const [label, node] of [
        ['A', a],
        ['B', b],
      ] as const) {
        const from = Date.now();
        exitCodes.push(await node.stop());
        node.start();
        await node.ready();
        windows.push({ node: label, from, to: Date.now() });
        await routedTo(node);
      }
    })();

    const writer = apiClient(cluster.nginx.url, token);
    const reads = [
      `/api/walls/${wallId}`,
      `/api/walls/${wallId}/revisions/latest`,
      `/api/walls/${wallId}/climbs`,
      `/api/climbs/${climbId}`,
    ];
    const { rows: holdsBefore } = await cluster.db.query(
      'select count(*)::int as n from holds h join wall_revisions r on r.id = h.revision_id where r.wall_id = $1',
      [wallId],
    );
    const outcomes = await mixedLoad({
      total: 2000,
      concurrency: 8,
      pauseMs: 10,
      holdBack: 100,
      until: restarts,
      send: async (i) => {
        const kind = i % 8;
        const answer =
          kind === 0
            ? await writer.post(
                '/api/comments',
                { comment: `rolling ${i}`, related_id: wallId, related_type: 'wall' },
                { 'idempotency-key': `rolling-${i}` },
              )
            : kind === 4
              ? await writer.post(
                  `/api/walls/${wallId}/revisions/latest/holds`,
                  { bounding_polygon: square(((i / 8) % 30) * 0.03, 0.9) },
                  { 'idempotency-key': `rolling-hold-${i}` },
                )
              : await writer.get(reads[i % reads.length]!);
        const write = kind === 0 || kind === 4;
        return {
          write,
          status: answer.status,
          ok: answer.status === (write ? 201 : 200),
          upstream: answer.headers.get('x-upstream') ?? '',
        };
      },
    });
    await restarts;

    expect(exitCodes).toEqual([0, 0]);
    expect(outcomes).toHaveLength(2000);
    const failed = outcomes.filter((o) => !o.ok);
    expect(failed, `${JSON.stringify(failed.slice(0, 5))}\n${cluster.nginx.errorLog()}`).toEqual([]);
    // The load ran through both restarts: requests were answered while each node was away.
    for (const w of windows) {
      const during = outcomes.filter((o) => o.finishedAt >= w.from && o.finishedAt <= w.to);
      expect(during.length, `requests answered while node ${w.node} restarted`).toBeGreaterThan(0);
    }

    const commentWrites = outcomes.filter((o) => o.index % 8 === 0).length;
    const holdWrites = outcomes.filter((o) => o.index % 8 === 4).length;
    const { rows: comments } = await cluster.db.query(
      "select comment, count(*)::int as n from comments where comment like 'rolling %' group by comment",
    );
    expect(comments).toHaveLength(commentWrites);
    expect(comments.filter((c) => c.n !== 1)).toEqual([]);
    // Each write's key was claimed and answered once, whichever node took it (the web sends a key with every
    // write, so nginx may send a write a stopping node dropped to the other node: deploy/nginx.conf).
    const { rows: keys } = await cluster.db.query(
      "select count(*)::int as n from idempotency_keys where key like 'rolling-%' and status = 201",
    );
    expect(keys[0].n).toBe(commentWrites + holdWrites);
    const { rows: holdsAfter } = await cluster.db.query(
      'select count(*)::int as n from holds h join wall_revisions r on r.id = h.revision_id where r.wall_id = $1',
      [wallId],
    );
    expect(holdsAfter[0].n - holdsBefore[0].n).toBe(holdWrites);
    // Each node said it drained and stopped with every request answered.
    for (const node of [a, b]) {
      expect(node.logEntries().some((e) => e.msg === 'stopped: every request answered')).toBe(true);
    }
  }, 300_000);
});
