import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeForKey } from './content-types.ts';
import { assertValidKey, folderPrefix, type FileStorage, type StoredFile } from './storage.ts';

/** Files in a folder on this machine: the zero-setup default, under `DATA_DIR/files`. */
export class LocalStorage implements FileStorage {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    const stored = contentTypeForKey(key);
    if (stored !== contentType) {
      throw new Error(
        `LocalStorage derives the type from the extension: ${key} would be served as ${stored ?? 'nothing'}, not ${contentType}`,
      );
    }
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside the target and rename over it: a reader sees the old file or the
    // new one, never half of one, and a crash leaves only a stray temp file.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const file = this.pathFor(key);
    try {
      const data = await readFile(file);
      return { data, contentType: contentTypeForKey(key) ?? 'application/octet-stream' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A folder (EISDIR), a path through a file (ENOTDIR) or a name longer than the file system
      // allows (ENAMETOOLONG, never one we wrote) is as missing as a missing file.
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' || code === 'ENAMETOOLONG')
        return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathFor(folderPrefix(prefix)), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    const folder = this.pathFor(folderPrefix(prefix));
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      // Deleted since the listing: nothing to report.
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      const key = path.relative(this.root, file).split(path.sep).join('/');
      yield { key, modified: info.mtime };
    }
  }

  /** Resolves a key inside the root; the second check guards against anything assertValidKey missed. */
  private pathFor(key: string): string {
    assertValidKey(key.endsWith('/') ? key.slice(0, -1) : key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }
}
