import type { FileStorage } from '../storage/storage.ts';

/**
 * Deletes the folders `<root>/<owner>/<id>/` under `root` that no row refers to and that nothing wrote
 * to for `graceMs`: files stored by an upload whose transaction never committed (a crash, a lost
 * connection), or left behind by a delete that failed half-way. The grace spares uploads in progress,
 * which store before they commit. Files outside such a folder are not the app's and stay. Returns how
 * many folders were deleted.
 */
export async function sweepOrphanFolders(
  storage: FileStorage,
  opts: {
    root: string;
    graceMs: number;
    nowMs: number;
    /** Which of these folders (`root/owner/id`, no trailing slash) a row still refers to. */
    referenced: (folders: string[]) => Promise<Set<string>>;
  },
) {
  const newest = new Map<string, number>();
  for await (const file of storage.list(opts.root)) {
    const segments = file.key.split('/');
    if (segments.length < 4) continue;
    const folder = segments.slice(0, 3).join('/');
    newest.set(folder, Math.max(newest.get(folder) ?? 0, file.modified.getTime()));
  }
  const settled = [...newest]
    .filter(([, modified]) => opts.nowMs - modified >= opts.graceMs)
    .map(([folder]) => folder);
  const referenced = await opts.referenced(settled);
  const orphans = settled.filter((folder) => !referenced.has(folder));
  for (const folder of orphans) await storage.deletePrefix(`${folder}/`);
  return orphans.length;
}
