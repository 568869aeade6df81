/**
 * Whether a picture's bytes reach the end its format declares. Decoders stop once they have the pixels, or
 * make up the missing ones, so a file cut short may decode as if whole. WebP decoders refuse a cut file
 * themselves: its RIFF length is then longer than the file.
 */
export function reachesItsEnd(bytes: Buffer, contentType: string): boolean {
  if (contentType === 'image/png') return pngReachesEnd(bytes);
  if (contentType === 'image/gif') return gifReachesTrailer(bytes);
  if (contentType === 'image/jpeg') return jpegReachesEnd(bytes);
  return true;
}

const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);

/**
 * Walks the segments (a marker, then a length) to the first scan, then looks for the end-of-image marker past
 * it: scan data never holds that pair, while segments may (an EXIF thumbnail is a JPEG of its own). What
 * follows the marker is not judged: some phones append data of their own there.
 */
function jpegReachesEnd(bytes: Buffer): boolean {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    // A decoder skips stray bytes and fill bytes before a marker; so does this.
    if (bytes[offset] !== 0xff || bytes[offset + 1] === 0xff) {
      offset += 1;
      continue;
    }
    const next = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (bytes[offset + 1] === 0xda) return bytes.includes(END_OF_IMAGE, next);
    offset = next;
  }
  return false;
}

/** Walks the chunks (length, type, data, CRC) from the signature to IEND. */
function pngReachesEnd(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const next = offset + 12 + bytes.readUInt32BE(offset);
    if (next > bytes.length) return false;
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return true;
    offset = next;
  }
  return false;
}

/** Walks the blocks (extensions, images with their data sub-blocks) from the screen descriptor to the trailer. */
function gifReachesTrailer(bytes: Buffer): boolean {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  /** The offset after a run of sub-blocks (each a length byte, then that many bytes; a zero length ends it). */
  const skipSubBlocks = (from: number): number => {
    let offset = from;
    while (offset < bytes.length) {
      const size = bytes[offset]!;
      offset += 1 + size;
      if (size === 0) return offset;
    }
    return Infinity;
  };
  if (bytes.length < 13) return false;
  let offset = 13 + colourTable(bytes[10]!);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return true;
    if (block === 0x21) offset = skipSubBlocks(offset + 2);
    else if (block === 0x2c && offset + 10 <= bytes.length) offset = skipSubBlocks(offset + 10 + colourTable(bytes[offset + 9]!) + 1);
    else return false;
  }
  return false;
}
