/**
 * What an upload really is, from its bytes (never its name or its Content-Type), and how many pixels
 * it decodes to, from its header. A small file that claims 100 000 × 100 000 pixels is a
 * decompression bomb for every browser that shows it, so the pixel count is capped as well as the size.
 */
import { imageSize } from 'image-size';
import { IMAGE_LIMITS } from '../../../domain/constants';
import type { ImageExtension } from '../../storage/storage';
import { MSG } from '../../../domain/messages';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The format named by the file's magic bytes, or null. */
export function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head6 = ascii(bytes, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrand(bytes)) return 'avif';
  return null;
}

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF. */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(boxSize, bytes.length, 256);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

export type ImageCheck = { ok: true; ext: ImageExtension; width: number; height: number } | { ok: false; status: 413 | 415; message: string };

const SIZE_TYPES: Record<ImageExtension, string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['avif', 'heif'],
};

/** Accepts a PNG, JPEG, WebP, GIF or AVIF within the byte and pixel limits; says why otherwise. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.byteLength > IMAGE_LIMITS.maxBytes) {
    return { ok: false, status: 413, message: MSG.images.tooLarge };
  }
  const ext = sniffImageType(bytes);
  const notImage = { ok: false as const, status: 415 as const, message: MSG.images.notImage };
  if (!ext) return notImage;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return notImage;
  }
  const { width, height } = size;
  if (!width || !height || !SIZE_TYPES[ext].includes(size.type ?? '')) return notImage;
  if (width * height > IMAGE_LIMITS.maxPixels) {
    const mp = Math.round(IMAGE_LIMITS.maxPixels / 1_000_000);
    return { ok: false, status: 413, message: MSG.images.tooManyPixels(mp) };
  }
  return { ok: true, ext, width, height };
}
