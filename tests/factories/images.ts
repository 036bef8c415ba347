/**
 * Small real image files for tests, made in memory: a decodable PNG of any size, and the smallest
 * headers of the other formats the upload accepts (enough for their magic bytes and dimensions).
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG filled with one colour. `claim` writes other dimensions into the header only. */
export function makePng(width = 8, height = 8, rgb: [number, number, number] = [79, 70, 229], claim?: { width: number; height: number }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claim?.width ?? width, 0);
  header.writeUInt32BE(claim?.height ?? height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The classic 1×1 transparent GIF. */
export const GIF_1X1 = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

/** A baseline JPEG header (SOI, JFIF APP0, a 3×2 SOF0) and EOI. */
export function makeJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from('ffd8', 'hex'),
    Buffer.from('ffe000104a46494600010100000100010000', 'hex'),
    Buffer.from('ffc00011080002000303011100021101031101', 'hex'),
    Buffer.from('ffd9', 'hex'),
  ]);
}

/** An extended WebP (VP8X) header of 4×3. */
export function makeWebp(): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'ascii');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(4 - 1, 12, 3);
  vp8x.writeUIntLE(3 - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + vp8x.length, 4);
  riff.write('WEBP', 8, 'ascii');
  return Buffer.concat([riff, vp8x]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'ascii'), body]);
}

/** An AVIF container (ftyp + meta/iprp/ipco/ispe) declaring 5×4 pixels. */
export function makeAvif(width = 5, height = 4): Buffer {
  const ispe = Buffer.alloc(12);
  ispe.writeUInt32BE(width, 4);
  ispe.writeUInt32BE(height, 8);
  return Buffer.concat([
    box('ftyp', Buffer.from('avif', 'ascii'), Buffer.alloc(4), Buffer.from('avifmif1', 'ascii')),
    box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe)))),
  ]);
}
