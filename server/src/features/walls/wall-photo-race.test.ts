import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFileDeletions } from '../../db/schema/files.ts';
import { wallRevisions } from '../../db/schema/walls.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// A new photo is processed and stored before its revision row is written, which takes a while: the
// wall can be deleted in between. The upload must then answer 404, not break a foreign key, and
// leave none of the files it stored.
let t: TestApp;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  owner = await t.signUp();
});
afterAll(() => t.close());

/** Runs `meanwhile` once, when the upload stores its first file under `walls/<wallId>/`. */
function onFirstStore(wallId: string, meanwhile: () => Promise<unknown>) {
  const storage = t.ctx.storage;
  const put = storage.put.bind(storage);
  let done = false;
  storage.put = async (key, data, contentType) => {
    if (!done && key.startsWith(`walls/${wallId}/`)) {
      done = true;
      await meanwhile();
    }
    return put(key, data, contentType);
  };
  return () => {
    storage.put = put;
  };
}

describe('a new wall photo uploaded while the wall is deleted', () => {
  it("answers 404 'Wall not found' and leaves no revision, no file and no pending deletion behind", async () => {
    const wallId = await t.addWall(owner, { base64_image: jpeg });
    const deleted: number[] = [];
    const restore = onFirstStore(wallId, async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/walls/${wallId}`, headers: owner.auth });
      deleted.push(res.statusCode);
    });
    try {
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/api/walls/${wallId}`,
        headers: owner.auth,
        payload: { name: 'Board', base64_image: jpeg },
      });
      expect(deleted).toEqual([204]);
      expect(upload.statusCode).toBe(404);
      expect(upload.json()).toMatchObject({ detail: 'Wall not found' });
    } finally {
      restore();
    }
    const [revisions] = await t.ctx.db
      .select({ n: count() })
      .from(wallRevisions)
      .where(eq(wallRevisions.wallId, wallId));
    expect(revisions!.n).toBe(0);
    const files = [];
    for await (const file of t.ctx.storage.list(`walls/${wallId}/`)) files.push(file.key);
    expect(files).toEqual([]);
    const [pending] = await t.ctx.db.select({ n: count() }).from(pendingFileDeletions);
    expect(pending!.n).toBe(0);
  });
});
