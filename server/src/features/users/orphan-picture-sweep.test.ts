import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solid, RED } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepOrphanProfilePictures } from './orphan-picture-sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const keysUnder = async (prefix: string) => {
  const keys: string[] = [];
  for await (const file of t.ctx.storage.list(prefix)) keys.push(file.key);
  return keys.sort();
};

describe('the profile-picture sweep', () => {
  it('deletes picture folders no account points at once they are old enough, and keeps every picture in use', async () => {
    const climber = await t.signUp();
    const png = (await solid(32, 32, RED).png().toBuffer()).toString('base64');
    await t.setProfilePicture(climber, png);
    const inUse = await keysUnder(`users/${climber.user.id}/`);
    expect(inUse).toHaveLength(2);
    // What a crash between storing and committing leaves behind.
    const orphan = `users/${climber.user.id}/${crypto.randomUUID()}`;
    await t.ctx.storage.put(`${orphan}/w256.webp`, Buffer.from('x'), 'image/webp');
    await t.ctx.storage.put(`${orphan}/w96.webp`, Buffer.from('x'), 'image/webp');

    // Within the grace it may be an upload still in progress.
    expect(await sweepOrphanProfilePictures(t.ctx, 60_000)).toBe(0);
    expect(await keysUnder(orphan)).toHaveLength(2);

    expect(await sweepOrphanProfilePictures(t.ctx, 0, Date.now() + 1000)).toBe(1);
    expect(await keysUnder(orphan)).toEqual([]);
    expect(await keysUnder(`users/${climber.user.id}/`)).toEqual(inUse);
  });
});
