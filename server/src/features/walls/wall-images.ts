import type { AppContext } from '../../context.ts';
import { processWallPhoto } from '../../images/process-wall-photo.ts';
import { imageUrl } from '../users/users.service.ts';

export interface StoredWallPhoto {
  imagePrefix: string;
  imageWidth: number;
  imageHeight: number;
  variantWidths: number[];
}

export const revisionPrefix = (wallId: string, revisionId: string) => `walls/${wallId}/${revisionId}`;

/** Processes a base64 JPEG (metadata stripped, WebP variants) and stores it under the revision's folder. */
export async function storeWallPhoto(
  ctx: AppContext,
  base64: string,
  wallId: string,
  revisionId: string,
): Promise<StoredWallPhoto> {
  const processed = await processWallPhoto(base64, {
    maxBytes: ctx.config.maxImageBytes,
    gate: ctx.imageGate,
  });
  const imagePrefix = revisionPrefix(wallId, revisionId);
  await ctx.storage.put(
    `${imagePrefix}/original.jpg`,
    processed.original.data,
    processed.original.contentType,
  );
  await Promise.all(
    processed.variants.map((v) => ctx.storage.put(`${imagePrefix}/w${v.width}.webp`, v.data, v.contentType)),
  );
  return {
    imagePrefix,
    imageWidth: processed.original.width,
    imageHeight: processed.original.height,
    variantWidths: processed.variants.map((v) => v.width),
  };
}

export function revisionImages(rev: { imagePrefix: string; variantWidths: number[] }) {
  const variants = [...rev.variantWidths]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: imageUrl(`${rev.imagePrefix}/w${width}.webp`) }));
  return { image_url: imageUrl(`${rev.imagePrefix}/original.jpg`), variants };
}
