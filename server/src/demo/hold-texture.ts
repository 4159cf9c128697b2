import sharp from 'sharp';
import type { Random } from './seeded-random.ts';

const TILE = 96;

/**
 * Climbing holds are sand-textured resin, not glossy plastic. This tile of
 * faint light and dark speckles, repeated as an SVG pattern over each hold,
 * gives them that grip texture without a (slow) SVG noise filter.
 */
export async function holdTextureDataUri(random: Random): Promise<string> {
  const rgba = Buffer.alloc(TILE * TILE * 4);
  for (let i = 0; i < TILE * TILE; i++) {
    const light = random.chance(0.5);
    rgba.fill(light ? 255 : 0, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = Math.round(random.float() ** 2 * (light ? 45 : 60));
  }
  // A slight blur turns single-pixel glitter into the soft grain of sanded resin.
  const png = await sharp(rgba, { raw: { width: TILE, height: TILE, channels: 4 } })
    .blur(0.6)
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const HOLD_TEXTURE_TILE = TILE;
