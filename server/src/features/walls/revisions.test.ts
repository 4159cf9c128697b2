import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let jpeg: string;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(600, 400)).toString('base64');
  [owner, stranger] = await Promise.all([t.signUp('Owner Olga'), t.signUp('Stranger Sam')]);
});
afterAll(() => t.close());

const createWall = (payload: Record<string, unknown> = {}) =>
  t.addWall(owner, { base64_image: jpeg, ...payload });
const square = (x: number) => [
  { x, y: 0.1 },
  { x: x + 0.05, y: 0.1 },
  { x: x + 0.05, y: 0.15 },
  { x, y: 0.15 },
];
const readLatest = async (wallId: string, who = owner) =>
  t.app.inject({ method: 'GET', url: `/api/walls/${wallId}/revisions/latest`, headers: who.auth });

describe('reading a wall revision again', () => {
  it('shows holds added, changed and removed since the last read, whoever wrote them', async () => {
    const wallId = await createWall();
    const first = (await readLatest(wallId)).json();
    expect(first.holds).toEqual([]);

    // Written straight to the database, as another server process or a later hold editor would.
    const added = await t.ctx.db
      .insert(holds)
      .values([0.1, 0.3, 0.5].map((x) => ({ revisionId: first.id, boundingPolygon: square(x) })))
      .returning({ id: holds.id });
    expect((await readLatest(wallId)).json().holds).toHaveLength(3);

    await t.ctx.db
      .update(holds)
      .set({ boundingPolygon: square(0.7) })
      .where(eq(holds.id, added[0]!.id));
    const changed = (await readLatest(wallId))
      .json()
      .holds.find((h: { id: string }) => h.id === added[0]!.id);
    expect(changed.bounding_polygon).toEqual(square(0.7));

    await t.ctx.db.delete(holds).where(eq(holds.id, added[1]!.id));
    const remaining = (await readLatest(wallId)).json().holds.map((h: { id: string }) => h.id);
    expect(remaining.sort()).toEqual([added[0]!.id, added[2]!.id].sort());
  });

  it("keeps a private wall's revision hidden from strangers after its owner has read it", async () => {
    const wallId = await createWall({ private: true });
    expect((await readLatest(wallId)).statusCode).toBe(200);
    expect((await readLatest(wallId, stranger)).statusCode).toBe(404);
  });

  it('answers the same revision with the same body each time', async () => {
    const wallId = await createWall();
    const [a, b] = [await readLatest(wallId), await readLatest(wallId)];
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });
});
