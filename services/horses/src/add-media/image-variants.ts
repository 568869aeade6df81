import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '@remuda/contracts';
import { DomainError, reachesItsEnd } from '@remuda/service-kit';

export interface Variant {
  width: number;
  height: number;
  data: Buffer;
}

// Far beyond any camera (a 12-megapixel photo is 12 million); refuses decompression bombs early.
const MAX_PIXELS = 100_000_000;
// WebP sides end at 16,383 pixels and a variant keeps the picture's proportions: up to 1:50 the narrowest
// variant (320 wide) is still 6 pixels tall and no variant is taller than 16,000, so every one can be encoded.
const MAX_ASPECT = 50;

const refused = (message: string) => new DomainError('UNSUPPORTED_MEDIA_TYPE', message);
const unreadable = () => refused('This picture could not be read: the file is damaged or incomplete. Upload the original picture again.');
const size = (width: number, height: number) => `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels`;

/**
 * Re-encodes a picture to WebP at each width (never enlarged), turned upright by its EXIF orientation. Nothing
 * of the original's metadata (EXIF, GPS, colour profiles' comments) is carried into the variants. A file that
 * is cut short or damaged, or whose size or shape the variants cannot take, is refused: nothing the decoder or
 * the encoder throws leaves here as anything but that refusal.
 */
export async function imageVariants(input: Buffer, contentType: string): Promise<{ width: number; height: number; variants: Variant[] }> {
  const animated = contentType === 'image/gif';
  if (!reachesItsEnd(input, contentType)) throw unreadable();
  const { width, height } = await uprightSize(input, animated);
  // 'error' rather than sharp's stricter default: some phones write JPEGs with harmless flaws that only warn.
  const image = sharp(input, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' }).rotate();
  const widths = IMAGE_WIDTHS.filter((w, i) => w <= width || i === 0);
  try {
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
  } catch {
    throw unreadable();
  }
}

/** The picture's size as shown (a frame of an animation), read from its header, refused if it cannot be made into variants. */
async function uprightSize(input: Buffer, animated: boolean): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // The header alone: the pixel limit is checked below, with a message that says so.
    meta = await sharp(input, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  const upright = (meta.orientation ?? 1) >= 5;
  const frameHeight = meta.pageHeight ?? meta.height;
  const width = upright ? frameHeight : meta.width;
  const height = upright ? meta.width : frameHeight;
  // Every frame of an animation counts, as the decoder counts them.
  if (meta.width * meta.height > MAX_PIXELS) {
    const frames = (meta.pages ?? 1) > 1 ? ` in each of ${meta.pages} frames` : '';
    const limit = `${MAX_PIXELS / 1_000_000} megapixels`;
    throw refused(`This picture is too large to process: ${size(width, height)}${frames}, where the limit is ${limit} in all.`);
  }
  if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height)) {
    throw refused(`This picture is ${size(width, height)}, too narrow to show. One side can be at most ${MAX_ASPECT} times the other.`);
  }
  return { width, height };
}
