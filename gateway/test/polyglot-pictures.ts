import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { wholePictures } from './broken-pictures.js';

/** A file that is (or claims to be) a picture and carries something else: a script, a page, code, an archive. */
export interface PolyglotFile {
  case: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** What the payloads carry: none of it may be found in anything stored. */
export const PAYLOAD_MARKERS = ['alert(', '<script', '<?php', '<html', 'PK\u0003\u0004', 'payload.txt'];

const SCRIPT = '<script>alert(document.domain)</script>';
const PHP = '<?php system($_GET["c"]); ?>';
const PAGE = `<html><body>${SCRIPT}</body></html>`;

/** A GIF comment extension (which decoders skip) holding `text`, in sub-blocks of at most 255 bytes. */
function gifComment(text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const blocks: Buffer[] = [Buffer.from([0x21, 0xfe])];
  for (let at = 0; at < data.length; at += 255) {
    const part = data.subarray(at, at + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  blocks.push(Buffer.from([0]));
  return Buffer.concat(blocks);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A JPEG comment segment (COM) right after the start-of-image marker. */
function jpegComment(jpeg: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, data, jpeg.subarray(2)]);
}

/** A one-file ZIP archive (deflated), as any archiver writes it. */
function zipArchive(name: string, content: string): Buffer {
  const file = Buffer.from(name, 'latin1');
  const raw = Buffer.from(content, 'latin1');
  const packed = deflateRawSync(raw);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(raw), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(raw), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + packed.length, 16);
  return Buffer.concat([local, file, packed, central, file, end]);
}

/**
 * The polyglot corpus: pictures that also carry a script, a page, PHP or an archive, and files of another kind
 * dressed as pictures. Each must be refused (415) or taken only as a picture made again from its pixels, with
 * nothing of the payload left.
 */
export async function polyglotFiles(): Promise<PolyglotFile[]> {
  const whole = await wholePictures();
  const gifEnd = whole.gif.length - 1; // the trailer byte, 0x3B
  const pngEnd = whole.png.length - 12; // the IEND chunk
  const exifJpeg = await sharp(whole.jpeg).withExif({ IFD0: { ImageDescription: PHP, Artist: SCRIPT } }).jpeg().toBuffer();
  return [
    {
      case: 'GIF that is also a script',
      name: 'funny.gif',
      type: 'image/gif',
      bytes: Buffer.concat([whole.gif.subarray(0, gifEnd), gifComment(`*/${SCRIPT}/*`), whole.gif.subarray(gifEnd), Buffer.from(`;alert(1)//${SCRIPT}`)]),
    },
    { case: 'PNG with a page after its end', name: 'page.png', type: 'image/png', bytes: Buffer.concat([whole.png, Buffer.from(PAGE)]) },
    {
      case: 'PNG with a page in a text chunk',
      name: 'chunk.png',
      type: 'image/png',
      bytes: Buffer.concat([whole.png.subarray(0, pngEnd), pngChunk('tEXt', Buffer.from(`Comment\u0000${PAGE}`, 'latin1')), whole.png.subarray(pngEnd)]),
    },
    { case: 'JPEG with PHP in its EXIF', name: 'exif.jpg', type: 'image/jpeg', bytes: exifJpeg },
    { case: 'JPEG with PHP in a comment', name: 'comment.jpg', type: 'image/jpeg', bytes: jpegComment(whole.jpeg, PHP) },
    { case: 'WebP with a page after its end', name: 'page.webp', type: 'image/webp', bytes: Buffer.concat([whole.webp, Buffer.from(PAGE)]) },
    { case: 'PNG with an archive after its end', name: 'archive.png', type: 'image/png', bytes: Buffer.concat([whole.png, zipArchive('payload.txt', PHP)]) },
    { case: 'archive named as a PNG', name: 'photo.png', type: 'image/png', bytes: zipArchive('payload.txt', PHP) },
    {
      case: 'SVG with a script',
      name: 'vector.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}<rect width="10" height="10"/></svg>`),
    },
    { case: 'SVG named as a PNG', name: 'vector.png', type: 'image/png', bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`) },
    { case: 'page named as a JPEG', name: 'page.jpg', type: 'image/jpeg', bytes: Buffer.from(PAGE) },
    { case: 'PHP named as a GIF, behind a GIF header', name: 'shell.gif', type: 'image/gif', bytes: Buffer.from(`GIF89a${PHP}`) },
  ];
}
