import sharp from 'sharp';
import { AppError, Code } from '../../lib/envelope.ts';
import type { Locale } from '../../lib/locales.ts';
import { text } from '../../lib/texts.ts';

export type ImageMime = 'image/jpeg' | 'image/png';

export const BAD_TYPE_MESSAGE = 'Only JPG and PNG images are allowed';
export const TOO_LARGE_MESSAGE = 'File must be smaller than 5MB';
const NOT_AN_IMAGE_MESSAGE = 'The file is not a valid JPG or PNG image';

/** The type the bytes declare (magic numbers); the file name and the client's type are never trusted. */
export function sniffImage(data: Buffer): ImageMime | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'image/png';
  return null;
}

export interface CleanImage {
  data: Buffer;
  mime: ImageMime;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/**
 * No upload may have more pixels than this (a 24-megapixel camera's 6000 × 4000 fits): read from
 * the file's header before any pixel is decoded, so a decompression bomb or a huge PNG costs nothing.
 */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Decodes a JPEG or PNG and encodes it afresh in the same format, upright and at most `maxSide`
 * pixels a side: whatever else the file carried (EXIF with location, comments, trailing bytes,
 * scripts) does not survive. 415 for anything that is not a decodable JPEG or PNG.
 */
export async function cleanImage(data: Buffer, maxSide: number, locale: Locale): Promise<CleanImage> {
  const mime = sniffImage(data);
  if (!mime) throw new AppError(Code.badType, BAD_TYPE_MESSAGE);
  const header = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new AppError(Code.badType, NOT_AN_IMAGE_MESSAGE);
  if (header.width * header.height > MAX_INPUT_PIXELS)
    throw new AppError(Code.tooLarge, text(locale, 'api.upload.tooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
  try {
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = mime === 'image/jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: out, mime, ext: mime === 'image/jpeg' ? 'jpg' : 'png', width: info.width, height: info.height };
  } catch {
    throw new AppError(Code.badType, NOT_AN_IMAGE_MESSAGE);
  }
}
