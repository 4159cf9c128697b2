import { pictureFileKeys } from '../images/profile-picture-files.ts';

/** Runs plain SQL: a pool, a client holding a snapshot, or the embedded database. */
export type RawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Every stored file the database refers to: each wall photo's original and its WebP variants, and each
 * size of the profile pictures users have (a user row keeps its picture's folder, not a file). A backup
 * copies exactly these; a restore refuses an archive that lacks one, so no climb comes back without its
 * photo.
 */
export async function referencedPhotoKeys(query: RawQuery): Promise<string[]> {
  const revisions = await query('select image_prefix, variant_widths from wall_revisions', []);
  const keys = revisions.flatMap((row) => {
    const prefix = String(row.image_prefix);
    const widths = (row.variant_widths as number[] | null) ?? [];
    return [`${prefix}/original.jpg`, ...widths.map((w) => `${prefix}/w${w}.webp`)];
  });
  const pictures = await query(
    'select profile_picture_key from users where profile_picture_key is not null',
    [],
  );
  keys.push(...pictures.flatMap((row) => pictureFileKeys(String(row.profile_picture_key))));
  return [...new Set(keys)].sort();
}
