import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../../test/climb-fixtures.ts';
import { makeDevice, startPushService } from '../../test/push-service-stand-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { drainPushOutbox } from './push-drain.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;

const call = async (by: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: by.auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
};
const people = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => t.signUp(`Climber ${i}`)));
const climbOf = async (setter: Member, name = 'Morning coffee') => {
  const wallId = await t.addWall(setter, { base64_image: jpeg });
  const { holdIds } = await traceHolds(t, setter, wallId, 2);
  const id = (await call(setter, 'POST', '/climbs', climbBody(wallId, holdIds, { name }))).id as string;
  return { id, wallId };
};
const tick = (by: Member, climbId: string, type = 'redpoint', isPublic = true) =>
  call(by, 'POST', '/ascents', {
    climb_id: climbId,
    ascent_date: '2026-11-20',
    ascent_type: type,
    attempts: type === 'redpoint' ? 3 : 1,
    public: isPublic,
  });
let devices = 0;
/** A phone of `by` subscribed to push, its pushes arriving at the stand-in under its own path. */
const subscribe = async (by: Member) => {
  const path = `/push/device-${++devices}`;
  const device = makeDevice(service.url(path));
  await call(by, 'PUT', '/push/subscriptions', device.body);
  return { ...device, path, received: () => service.received.filter((r) => r.path === path) };
};
const opened = (device: Awaited<ReturnType<typeof subscribe>>) =>
  device.received().map((r) => JSON.parse(device.decrypt(r.body)) as Record<string, string>);
/** As if a minute had passed: the climbers' last pushes and the held-back rows are due again. */
const aMinuteLater = async () => {
  await t.ctx.db.execute(sql`update push_sent set sent_at = sent_at - interval '61 seconds'`);
  await t.ctx.db.execute(sql`update push_outbox set send_after = send_after - interval '61 seconds'`);
};

beforeAll(async () => {
  service = await startPushService((path) =>
    path.includes('gone') ? 410 : path.includes('down') ? 503 : 201,
  );
  t = await buildTestApp({ PUSH_ENDPOINTS_ANY_HOST: 'true' });
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
}, 60_000);
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('Web Push', () => {
  it('a tick reaches the setter’s phone, encrypted for it and signed with the server’s VAPID key', async () => {
    const [sam, ana] = await people(2);
    const phone = await subscribe(sam!);
    const c = await climbOf(sam!);
    await tick(ana!, c.id, 'flash');
    expect((await drainPushOutbox(t.ctx)).sent).toBe(1);
    const [push] = opened(phone);
    expect(push).toMatchObject({
      title: 'Spraybook',
      url: `/walls/${c.wallId}/climbs/${c.id}`,
      tag: 'tick',
    });
    expect(push!.body).toBe('Climber 1 flashed Morning coffee');
    const { public_key } = await call(sam!, 'GET', '/push/key');
    const [sent] = phone.received();
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers.authorization).toContain(`k=${public_key}`);
    // Sent once: the outbox is empty after.
    expect((await drainPushOutbox(t.ctx)).sent).toBe(0);
  });

  it('subscribing again with the same endpoint keeps one device; unsubscribing stops it', async () => {
    const [sam] = await people(1);
    const phone = await subscribe(sam!);
    await call(sam!, 'PUT', '/push/subscriptions', phone.body);
    const rows = () =>
      t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, sam!.user.id));
    expect(await rows()).toHaveLength(1);
    await call(sam!, 'POST', '/push/subscriptions/remove', { endpoint: phone.body.endpoint });
    expect(await rows()).toHaveLength(0);
  });

  it('a kind set to In the app, or a tick its setter may not see (private), is not pushed', async () => {
    const [sam, ana, bea] = await people(3);
    const phone = await subscribe(sam!);
    const c = await climbOf(sam!);
    await tick(ana!, c.id, 'redpoint', false);
    await drainPushOutbox(t.ctx);
    expect(phone.received()).toEqual([]);
    await call(sam!, 'PUT', '/notifications/settings', { tick: 'app' });
    await tick(bea!, c.id);
    await drainPushOutbox(t.ctx);
    expect(phone.received()).toEqual([]);
    expect(await t.ctx.db.select().from(pushOutbox).where(eq(pushOutbox.recipientId, sam!.user.id))).toEqual(
      [],
    );
  });

  it('a push service answering 410 drops the subscription', async () => {
    const [sam, ana] = await people(2);
    const device = makeDevice(service.url('/push/gone-1'));
    await call(sam!, 'PUT', '/push/subscriptions', device.body);
    await tick(ana!, (await climbOf(sam!)).id);
    await drainPushOutbox(t.ctx);
    expect(service.received.some((r) => r.path === '/push/gone-1')).toBe(true);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, sam!.user.id)),
    ).toEqual([]);
  });

  it('at most one push a minute per kind: the rest come batched in the next', async () => {
    const [sam, ana, bea, cid] = await people(4);
    const phone = await subscribe(sam!);
    const c = await climbOf(sam!);
    await tick(ana!, c.id);
    await drainPushOutbox(t.ctx);
    await tick(bea!, c.id);
    await tick(cid!, c.id, 'flash');
    // A follow is another kind: it goes at once.
    await call(bea!, 'POST', `/users/${bea!.user.id}/follow/${sam!.user.id}`);
    expect(await drainPushOutbox(t.ctx)).toMatchObject({ sent: 1, deferred: 2 });
    await aMinuteLater();
    expect(await drainPushOutbox(t.ctx)).toMatchObject({ sent: 1 });
    const bodies = opened(phone).map((p) => [p.tag, p.body]);
    expect(bodies).toHaveLength(3);
    expect(bodies[1]![0]).toBe('follow');
    // Bea's and Cid's ticks in one push, newest first.
    expect(bodies[2]).toEqual(['tick', 'Climber 3 and Climber 2 ticked Morning coffee (1 flash)']);
  });

  it('one drain checks its whole batch at once, each push against its own reader', async () => {
    const [sam, ana, cid, dee, eve, fay] = await people(6);
    const samPhone = await subscribe(sam!);
    const cidPhone = await subscribe(cid!);
    const evePhone = await subscribe(eve!);
    await tick(ana!, (await climbOf(sam!)).id);
    // A private tick: its setter may not read it, so no push.
    await tick(dee!, (await climbOf(cid!)).id, 'redpoint', false);
    await call(fay!, 'POST', `/users/${fay!.user.id}/follow/${eve!.user.id}`);
    expect(await drainPushOutbox(t.ctx)).toMatchObject({ sent: 2, dropped: 1, failed: 0 });
    expect(opened(samPhone).map((p) => p.tag)).toEqual(['tick']);
    expect(opened(evePhone).map((p) => p.tag)).toEqual(['follow']);
    expect(cidPhone.received()).toEqual([]);
    const left = await t.ctx.db
      .select()
      .from(pushOutbox)
      .where(sql`${pushOutbox.recipientId} in (${sam!.user.id}, ${cid!.user.id}, ${eve!.user.id})`);
    expect(left).toEqual([]);
  });

  it('a push that fails on every device is tried again after 1, then 2 minutes, its rate slot freed', async () => {
    const [sam, ana] = await people(2);
    await call(sam!, 'PUT', '/push/subscriptions', makeDevice(service.url('/push/down-1')).body);
    await tick(ana!, (await climbOf(sam!)).id);
    const row = async () => {
      const result = await t.ctx.db
        .execute(sql`select attempts, extract(epoch from send_after - now())::int as wait,
        (select count(*)::int from push_sent where user_id = ${sam!.user.id}) as slots
        from push_outbox where recipient_id = ${sam!.user.id}`);
      return (result as unknown as { rows: { attempts: number; wait: number; slots: number }[] }).rows;
    };
    expect(await drainPushOutbox(t.ctx)).toMatchObject({ sent: 0, failed: 1 });
    const [first] = await row();
    expect(first).toMatchObject({ attempts: 1, slots: 0 });
    expect(Number(first!.wait)).toBeGreaterThan(50);
    await t.ctx.db.execute(
      sql`update push_outbox set send_after = now() where recipient_id = ${sam!.user.id}`,
    );
    expect(await drainPushOutbox(t.ctx)).toMatchObject({ failed: 1 });
    const [second] = await row();
    expect(second).toMatchObject({ attempts: 2, slots: 0 });
    expect(Number(second!.wait)).toBeGreaterThan(110);
    expect(service.received.filter((r) => r.path === '/push/down-1')).toHaveLength(2);
  });

  it('two drains at once send each push once (FOR UPDATE SKIP LOCKED)', async () => {
    const setters = await people(6);
    const [ana] = await people(1);
    const phones = await Promise.all(setters.map((s) => subscribe(s)));
    for (const s of setters) await tick(ana!, (await climbOf(s)).id);
    const [a, b] = await Promise.all([drainPushOutbox(t.ctx), drainPushOutbox(t.ctx)]);
    expect(a.sent + b.sent).toBe(6);
    expect(phones.map((p) => p.received().length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('signing out everywhere and bad input', async () => {
    const [sam] = await people(1);
    await subscribe(sam!);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/push/subscriptions',
      headers: sam!.auth,
      payload: { endpoint: 'ftp://x', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    const devicesOf = (m: Member) =>
      t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id));
    await call(sam!, 'POST', `/users/${sam!.user.id}/sign-out-everywhere`);
    expect(await devicesOf(sam!)).toEqual([]);
  });

  it('the export lists the devices; deleting the account removes them', async () => {
    const [sam] = await people(1);
    const phone = await subscribe(sam!);
    const exported = await call(sam!, 'GET', `/users/${sam!.user.id}/export`);
    expect(exported.push_subscriptions).toEqual([
      { endpoint: phone.body.endpoint, created: expect.any(String) },
    ]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${sam!.user.id}`,
      headers: sam!.auth,
    });
    expect(res.statusCode).toBe(204);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, sam!.user.id)),
    ).toEqual([]);
  });
});
