import type { Wall } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallRevisions } from '../db/schema/walls.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { backfillWallVariants, missingWidths } from './backfill-variants.ts';
import { phoneJpeg } from './image-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('missing widths', () => {
  it("are today's widths a photo is wide enough for that its row does not list", () => {
    expect(missingWidths({ imageWidth: 3000, variantWidths: [640, 1280, 2560] })).toEqual([960]);
    expect(missingWidths({ imageWidth: 1000, variantWidths: [640] })).toEqual([960]);
    expect(missingWidths({ imageWidth: 900, variantWidths: [640] })).toEqual([]);
    expect(missingWidths({ imageWidth: 500, variantWidths: [500] })).toEqual([]);
  });
});

describe('the variant backfill', () => {
  it('gives a photo uploaded before the 960-px width that width, stored and offered, once', async () => {
    const owner = await t.signUp('Owner Olga');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: { name: 'Old Board', base64_image: (await phoneJpeg(1400, 900)).toString('base64') },
    });
    expect(res.statusCode, res.body).toBe(201);
    const wall = (await t.app.inject({ url: `/api/walls/${res.json().id}` })).json() as Wall;
    // As an upload before the 960-px width was: no such file, not on the row.
    const [revision] = await t.database.db
      .update(wallRevisions)
      .set({ variantWidths: [640, 1280] })
      .where(eq(wallRevisions.id, wall.latest_revision_id))
      .returning();
    rmSync(path.join(t.dataDir, 'files', revision!.imagePrefix, 'w960.webp'));
    expect(await t.ctx.storage.get(`${revision!.imagePrefix}/w960.webp`)).toBeNull();
    const widths = async () =>
      ((await t.app.inject({ url: `/api/walls/${wall.id}` })).json() as Wall).image_variants.map(
        (v) => v.width,
      );
    expect(await widths()).toEqual([640, 1280]);

    expect(await backfillWallVariants(t.database.db, t.ctx.storage)).toEqual({ revisions: 1, files: 1 });
    expect(await widths()).toEqual([640, 960, 1280]);
    expect((await t.ctx.storage.get(`${revision!.imagePrefix}/w960.webp`))?.contentType).toBe('image/webp');

    expect(await backfillWallVariants(t.database.db, t.ctx.storage)).toEqual({ revisions: 0, files: 0 });
  });
});
