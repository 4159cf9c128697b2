/** The two sizes a profile picture is stored at: the profile header, and avatars in lists. */
export const PICTURE_SIZES = [256, 96] as const;

/** The stored file of one size of the picture kept under `folder` (the user row's key). */
export const pictureFileKey = (folder: string, size: number) => `${folder}/w${size}.webp`;

/** Every stored file of the picture under `folder`: what a backup copies. */
export const pictureFileKeys = (folder: string) => PICTURE_SIZES.map((size) => pictureFileKey(folder, size));
