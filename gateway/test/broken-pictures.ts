import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface BrokenPicture {
  case: string;
  name: string;
  type: string;
  bytes: Buffer;
}

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

/** A 240 × 160 picture with detail in every row, so that each format's compressed data fills most of the file. */
function pattern() {
  const [width, height] = [240, 160];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const [x, y] = [i % width, Math.floor(i / width)];
    pixels[i * 3] = (x * 7 + y * 3) & 255;
    pixels[i * 3 + 1] = (x * y) & 255;
    pixels[i * 3 + 2] = ((x ^ y) * 5) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A valid picture of each format, as a camera or an editor would make it. */
export async function wholePictures(): Promise<Record<keyof typeof TYPES, Buffer>> {
  return {
    png: await pattern().png().toBuffer(),
    jpeg: await pattern().jpeg().toBuffer(),
    webp: await pattern().webp().toBuffer(),
    gif: await pattern().gif().toBuffer(),
  };
}

/** A copy of `bytes` with `length` bytes from `at` overwritten by `fill`. */
function overwrite(bytes: Buffer, at: number, length: number, fill: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.fill(fill, at, at + length);
  return copy;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG that declares `width` × `height` pixels but carries only a little of them. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Pictures cut short or damaged: every one must be refused as unreadable. */
export async function damagedPictures(): Promise<BrokenPicture[]> {
  const whole = await wholePictures();
  const cases: BrokenPicture[] = [];
  for (const [format, bytes] of Object.entries(whole) as [keyof typeof TYPES, Buffer][]) {
    const file = (what: string, changed: Buffer) => ({ case: `${format} ${what}`, name: `broken.${format}`, type: TYPES[format], bytes: changed });
    cases.push(file('cut in half', bytes.subarray(0, bytes.length >> 1)));
    // Only the end marker missing: every pixel is there, and the file is still not whole.
    cases.push(file('without its last byte', bytes.subarray(0, bytes.length - 1)));
    if (format !== 'jpeg') cases.push(file('with 1 KB overwritten in the middle', overwrite(bytes, bytes.length >> 1, 1024, 0xff)));
  }
  // The JPEG decoder is let carry on over damaged pixel data (some phones write it); a damaged table stops it.
  const huffmanTable = whole.jpeg.indexOf(Buffer.from([0xff, 0xc4]));
  cases.push({ case: 'jpeg with a damaged Huffman table', name: 'broken.jpg', type: TYPES.jpeg, bytes: overwrite(whole.jpeg, huffmanTable + 4, 16, 0x5a) });
  return cases;
}

const narrow = (size: string) => `This picture is ${size}, too narrow to show. One side can be at most 50 times the other.`;

/** Pictures whose size or shape the variants cannot take, each with the refusal it must get. */
export async function unfitPictures(): Promise<(BrokenPicture & { message: string })[]> {
  const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#964' } }).png().toBuffer();
  return [
    { case: '1 × 20000 picture', name: 'tall.png', type: TYPES.png, bytes: await plain(1, 20_000), message: narrow('1 × 20,000 pixels') },
    { case: '1,000,000 × 1 picture', name: 'wide.png', type: TYPES.png, bytes: await plain(1_000_000, 1), message: narrow('1,000,000 × 1 pixels') },
    {
      case: '20000 × 10000 picture',
      name: 'huge.png',
      type: TYPES.png,
      bytes: pngDeclaring(20_000, 10_000),
      message: 'This picture is too large to process: 20,000 × 10,000 pixels, where the limit is 100 megapixels in all.',
    },
  ];
}
