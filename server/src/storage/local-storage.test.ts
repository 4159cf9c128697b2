import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.ts';

let root: string;
let storage: LocalStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'spraybook-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text);

describe('LocalStorage', () => {
  it('probes its folder for /readyz: made when missing, failed when a file stands in its place', async () => {
    await storage.probe();
    expect((await stat(path.join(root, 'files'))).isDirectory()).toBe(true);
    await writeFile(path.join(root, 'taken'), 'not a folder');
    await expect(new LocalStorage(path.join(root, 'taken')).probe()).rejects.toThrow();
  });

  it('returns what was put, with the content type of its extension', async () => {
    await storage.put('walls/w1/r1/w640.webp', bytes('webp bytes'), 'image/webp');
    await storage.put('walls/w1/r1/original.jpg', bytes('jpeg bytes'), 'image/jpeg');

    expect(await storage.get('walls/w1/r1/w640.webp')).toEqual({
      data: bytes('webp bytes'),
      contentType: 'image/webp',
    });
    expect(await storage.get('walls/w1/r1/original.jpg')).toEqual({
      data: bytes('jpeg bytes'),
      contentType: 'image/jpeg',
    });
  });

  it('returns null for a missing key, a folder, or a path through a file', async () => {
    await storage.put('walls/w1/r1/w640.webp', bytes('x'), 'image/webp');
    expect(await storage.get('walls/w1/r1/w1280.webp')).toBeNull();
    expect(await storage.get('walls/w1/r1')).toBeNull();
    expect(await storage.get('walls/w1/r1/w640.webp/inner.webp')).toBeNull();
    expect(await storage.get('never/written.png')).toBeNull();
  });

  it('returns null for a name too long for the file system', async () => {
    await storage.put('walls/w1.webp', bytes('x'), 'image/webp');
    expect(await storage.get(`walls/${'a'.repeat(300)}.webp`)).toBeNull();
  });

  it('overwrites an existing key and leaves no temporary files behind', async () => {
    await storage.put('users/u1/avatar.webp', bytes('first'), 'image/webp');
    await storage.put('users/u1/avatar.webp', bytes('second'), 'image/webp');

    expect((await storage.get('users/u1/avatar.webp'))?.data).toEqual(bytes('second'));
    expect(await readdir(path.join(root, 'files/users/u1'))).toEqual(['avatar.webp']);
  });

  it('never lets a reader see a half-written file while writers race on one key', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(2 * 1024 * 1024, i + 1));
    const key = 'walls/w1/r1/original.jpg';
    await storage.put(key, versions[0]!, 'image/jpeg');

    const reads: (Buffer | undefined)[] = [];
    await Promise.all([
      ...versions.map((v) => storage.put(key, v, 'image/jpeg')),
      ...versions.map(async () => reads.push((await storage.get(key))?.data)),
    ]);

    for (const read of reads) {
      expect(versions.some((v) => read?.equals(v))).toBe(true);
    }
  });

  it('deletePrefix removes the folder and everything under it, but not siblings that share a name prefix', async () => {
    await storage.put('walls/1/r1/w640.webp', bytes('a'), 'image/webp');
    await storage.put('walls/1/r2/original.jpg', bytes('b'), 'image/jpeg');
    await storage.put('walls/10/r1/w640.webp', bytes('c'), 'image/webp');

    await storage.deletePrefix('walls/1');

    expect(await storage.get('walls/1/r1/w640.webp')).toBeNull();
    expect(await storage.get('walls/1/r2/original.jpg')).toBeNull();
    await expect(stat(path.join(root, 'files/walls/1'))).rejects.toThrow(/ENOENT/);
    expect((await storage.get('walls/10/r1/w640.webp'))?.data).toEqual(bytes('c'));
  });

  it('lists every file under a folder with its modified time, and nothing of siblings sharing a name prefix', async () => {
    const before = Date.now() - 1000;
    await storage.put('walls/2/r1/w640.webp', bytes('a'), 'image/webp');
    await storage.put('walls/2/r2/original.jpg', bytes('b'), 'image/jpeg');
    await storage.put('walls/20/r1/w640.webp', bytes('c'), 'image/webp');

    const listed = await collect(storage.list('walls/2'));

    expect(listed.map((f) => f.key).sort()).toEqual(['walls/2/r1/w640.webp', 'walls/2/r2/original.jpg']);
    for (const file of listed) expect(file.modified.getTime()).toBeGreaterThan(before);
    expect(await collect(storage.list('walls/nothing-here'))).toEqual([]);
  });

  it('deletePrefix of a folder that does not exist succeeds', async () => {
    await expect(storage.deletePrefix('walls/nothing-here/')).resolves.toBeUndefined();
  });

  it.each(['../outside.png', 'walls/../../outside.png', '/tmp/outside.png', 'walls\\..\\outside.png'])(
    'rejects the traversal key %s in put, get and deletePrefix',
    async (key) => {
      await expect(storage.put(key, bytes('x'), 'image/png')).rejects.toThrow();
      await expect(storage.get(key)).rejects.toThrow();
      await expect(storage.deletePrefix(key)).rejects.toThrow();
      expect(await readdir(root)).toEqual([]);
    },
  );

  it('rejects a content type that the key extension would not serve back', async () => {
    await expect(storage.put('walls/w1/r1/w640.webp', bytes('x'), 'image/jpeg')).rejects.toThrow(
      /image\/webp/,
    );
    await expect(storage.put('walls/w1/r1/notes.txt', bytes('x'), 'text/plain')).rejects.toThrow();
  });
});

async function collect<T>(items: AsyncIterable<T>) {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
