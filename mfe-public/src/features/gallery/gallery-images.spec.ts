import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_IMAGES, GALLERY_TABS } from './gallery-images';

const ASSETS = path.join(__dirname, 'assets');

describe('the gallery pictures', () => {
  it('are twelve, three of each category, each category a tab', () => {
    expect(GALLERY_IMAGES).toHaveLength(12);
    for (const tab of GALLERY_TABS.filter((t) => t.key !== 'all')) {
      expect(GALLERY_IMAGES.filter((image) => image.category === tab.key)).toHaveLength(3);
    }
    expect(new Set(GALLERY_IMAGES.map((image) => image.id)).size).toBe(12);
  });

  it('are committed at both widths as WebP, and nothing else lies in the folder', () => {
    const expected = GALLERY_IMAGES.flatMap((image) => [`${image.id}-640.webp`, `${image.id}-1280.webp`]).sort();
    expect(readdirSync(ASSETS).sort()).toEqual(expected);
    for (const file of expected) {
      const bytes = readFileSync(path.join(ASSETS, file));
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    }
  });

  it('each have a title, a description and an alt text that says what it shows', () => {
    for (const image of GALLERY_IMAGES) {
      expect(image.title.length).toBeGreaterThan(5);
      expect(image.description.length).toBeGreaterThan(40);
      expect(image.alt.length).toBeGreaterThan(40);
      expect(image.alt).not.toBe(image.description);
    }
  });
});
