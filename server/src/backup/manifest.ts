import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export interface Manifest {
  format: 1;
  created: string;
  database: { kind: 'postgres' | 'pglite'; file: string };
  /** Every photo the database refers to, as stored under `files/<key>` in the backup. */
  files: { key: string; bytes: number; sha256: string }[];
}

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function writeManifest(dir: string, manifest: Manifest) {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a finished Spraybook backup`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1) throw new Error(`${dir}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}
