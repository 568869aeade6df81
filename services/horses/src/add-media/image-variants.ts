import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';

export interface Variant {
  width: number;
  height: number;
  data: Buffer;
}

// Far beyond any camera (a 12-megapixel photo is 12 million); refuses decompression bombs early.
const MAX_PIXELS = 100_000_000;

/**
 * Re-encodes a picture to WebP at each width (never enlarged), turned upright by its EXIF orientation. Nothing
 * of the original's metadata (EXIF, GPS, colour profiles' comments) is carried into the variants.
 */
export async function imageVariants(input: Buffer, animated: boolean): Promise<{ width: number; height: number; variants: Variant[] }> {
  let image: Sharp;
  let width: number;
  let height: number;
  try {
    image = sharp(input, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    const upright = (meta.orientation ?? 1) >= 5;
    width = (upright ? meta.height : meta.width) ?? 0;
    height = (upright ? meta.width : (meta.pageHeight ?? meta.height)) ?? 0;
    if (!width || !height) throw new Error('no size');
  } catch {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This file could not be read as a picture.');
  }
  const widths = IMAGE_WIDTHS.filter((w, i) => w <= width || i === 0);
  const variants = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await image
        .clone()
        .resize({ width: Math.min(w, width), withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: animated && info.pageHeight ? info.pageHeight : info.height, data };
    }),
  );
  return { width, height, variants };
}
