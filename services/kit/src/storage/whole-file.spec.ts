import sharp from 'sharp';
import { reachesItsEnd } from './whole-file.js';

const frame = (colour: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#964' } }).jpeg().toBuffer();

describe('reachesItsEnd', () => {
  it('follows an animation through every frame to its trailer', async () => {
    const frames = await Promise.all(['#964', '#469', '#696'].map(frame));
    const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: 100 }).toBuffer();
    expect(reachesItsEnd(gif, 'image/gif')).toBe(true);
    expect(reachesItsEnd(gif.subarray(0, gif.length - 1), 'image/gif')).toBe(false);
    expect(reachesItsEnd(gif.subarray(0, 13), 'image/gif')).toBe(false);
  });

  it('accepts what a phone appends after a JPEG’s end, and refuses a JPEG cut before it', async () => {
    const whole = await jpeg();
    expect(reachesItsEnd(Buffer.concat([whole, Buffer.from('SEFHphone-data')]), 'image/jpeg')).toBe(true);
    expect(reachesItsEnd(whole.subarray(0, whole.length - 2), 'image/jpeg')).toBe(false);
  });

  it('is not fooled by an end marker inside a segment before the scan (as in an EXIF thumbnail)', async () => {
    const whole = await jpeg();
    const thumbnail = Buffer.from([0xff, 0xe1, 0x00, 0x06, 0xff, 0xd9, 0xff, 0xd9]);
    const withThumbnail = Buffer.concat([whole.subarray(0, 2), thumbnail, whole.subarray(2)]);
    expect(reachesItsEnd(withThumbnail, 'image/jpeg')).toBe(true);
    expect(reachesItsEnd(withThumbnail.subarray(0, withThumbnail.length - 2), 'image/jpeg')).toBe(false);
  });

  it('refuses a PNG whose last chunk is cut', async () => {
    const png = await frame('#964');
    expect(reachesItsEnd(png, 'image/png')).toBe(true);
    expect(reachesItsEnd(png.subarray(0, png.length - 4), 'image/png')).toBe(false);
  });
});
