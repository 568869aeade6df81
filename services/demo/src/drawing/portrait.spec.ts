import sharp from 'sharp';
import { DEMO_CLIPS, DEMO_HERD } from '../herd/demo-herd.js';
import { CLIP_SIZE, clipFrameSvg } from './motion.js';
import { type PortraitSpec, portraitSvg } from './portrait.js';

const BAY: PortraitSpec = { coat: 'bay', face: 'star', legs: ['sock', 'none', 'none', 'none'], scene: 'sage-desert', time: 'golden-hour' };
const PAINT: PortraitSpec = { coat: 'black', pattern: 'tobiano', face: 'blaze', scene: 'corral', time: 'dusk', pose: 'resting', facing: 'left' };
const APPALOOSA: PortraitSpec = { coat: 'bay', pattern: 'blanket', build: 'compact', scene: 'snowy-pasture', time: 'morning', pose: 'grazing' };
const DRAFT: PortraitSpec = { coat: 'dapple-gray', build: 'heavy', scene: 'mountain-meadow', time: 'midday', pose: 'alert' };

async function jpegOf(svg: string) {
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return { jpeg, meta: await sharp(jpeg).metadata() };
}

/** The picture as small greyscale pixels, to compare two pictures. */
async function thumb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(64, 43, { fit: 'fill' }).greyscale().raw().toBuffer();
}

describe('portraitSvg', () => {
  it('renders to a JPEG of the default size, 1600 x 1067', async () => {
    const { jpeg, meta } = await jpegOf(portraitSvg(BAY));
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
    expect(jpeg.length).toBeGreaterThan(20_000);
  });

  it.each([
    ['a pinto at dusk, facing left', PAINT, 800, 533],
    ['an appaloosa grazing in the snow', APPALOOSA, 640, 640],
    ['a draft cross in a meadow', DRAFT, 1280, 720],
  ] as const)('renders %s at the asked size', async (_name, spec, width, height) => {
    const { meta } = await jpegOf(portraitSvg(spec, width, height));
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('gives the same SVG for the same spec, and a different picture for a different one', async () => {
    expect(portraitSvg({ ...BAY })).toBe(portraitSvg(BAY));
    expect(portraitSvg(BAY, 800, 533)).toBe(portraitSvg(BAY, 800, 533));
    expect(portraitSvg(PAINT)).not.toBe(portraitSvg(BAY));
    expect(portraitSvg({ ...BAY, seed: 1 })).not.toBe(portraitSvg(BAY));

    const [a, b] = await Promise.all([thumb(portraitSvg(BAY)), thumb(portraitSvg(PAINT))]);
    const difference = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
    expect(difference).toBeGreaterThan(10);
  });

  it('is self-contained: no scripts, links, embedded documents or text', () => {
    for (const spec of [BAY, PAINT, APPALOOSA, DRAFT]) {
      const svg = portraitSvg(spec);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/href\s*=/i);
      expect(svg).not.toMatch(/foreignObject/i);
      expect(svg).not.toMatch(/<text|<image|<style|@import/i);
      expect(svg).not.toMatch(/\bon[a-z]+\s*=/i); // no event handlers
      // Every url() points inside the document.
      expect(svg.match(/url\((?!#)/g)).toBeNull();
      // The only address is the SVG namespace.
      expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    }
  });

  it('draws every picture of the demo herd', async () => {
    const specs = DEMO_HERD.flatMap((h) => [h.portrait, ...h.gallery]);
    for (const spec of specs) {
      const { meta } = await jpegOf(portraitSvg(spec, 480, 320));
      expect([meta.width, meta.height]).toEqual([480, 320]);
    }
  });
});

describe('clip frames', () => {
  it.each(DEMO_CLIPS.map((c) => [c.file, c] as const))('%s: frames render at the clip size and move', async (_file, clip) => {
    const first = clipFrameSvg(clip, 0);
    const later = clipFrameSvg(clip, 1.3);
    expect(clipFrameSvg(clip, 0)).toBe(first);
    expect(later).not.toBe(first);
    const { meta } = await jpegOf(later);
    expect([meta.width, meta.height]).toEqual([CLIP_SIZE.width, CLIP_SIZE.height]);
  });
});
