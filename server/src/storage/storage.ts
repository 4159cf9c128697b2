/**
 * Where uploaded files live. Keys are relative, slash-separated paths such as
 * `walls/<wallId>/<revisionId>/w1280.webp`; the same keys work on a local
 * folder and in an S3 bucket, so switching backends needs no data migration.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Deletes everything under the folder `prefix` (`walls/1` never touches `walls/10`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every file under the folder `prefix`, with when it was last written, in no particular order. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Throws unless the store can be reached now (the folder is writable, the bucket answers): `/readyz`. */
  probe(): Promise<void>;
}

export interface StoredFile {
  key: string;
  modified: Date;
}

/**
 * Throws on keys that could escape the storage root or mean different things on
 * different backends. Keys are built by our code, so a bad one is a bug, not a 400.
 */
export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new Error(problem);
}

/** Whether a key from outside (a request path) is one we could have built; a bad one is simply not found. */
export const isValidKey = (key: string) => keyProblem(key) === null;

function keyProblem(key: string): string | null {
  if (key.length === 0) return 'Storage key must not be empty';
  if (key.startsWith('/')) return `Storage key must be relative: ${key}`;
  if (key.includes('\\')) return `Storage key must not contain backslashes: ${key}`;
  if (key.includes('..')) return `Storage key must not contain "..": ${key}`;
  // NUL truncates paths in some system calls; empty or "." segments alias other keys.
  if (key.includes('\0')) return 'Storage key must not contain NUL';
  if (key.split('/').some((s) => s === '' || s === '.'))
    return `Storage key has an empty or "." segment: ${key}`;
  return null;
}

/** A prefix names a folder; the result always ends in `/` so it matches whole segments. */
export function folderPrefix(prefix: string): string {
  const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertValidKey(folder);
  return `${folder}/`;
}
