import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HORSE_SEXES, horseInputSchema } from '@remuda/contracts';
import { DEMO_CLIPS, DEMO_CLIPS_DIR, DEMO_HERD, DEMO_YEAR } from './demo-herd.js';

const fields = DEMO_HERD.map((h) => h.fields);
const isMustang = (breed: string) => /mustang/i.test(breed);
const needs = (f: (typeof fields)[number]) => f.needsWormed || f.needsYearly || f.needsTrimmed || f.needsCoggins;

/** Herd Management Areas the demo may name (all real BLM HMAs). */
const REAL_HMAS = [
  'Sand Wash Basin', 'Pryor Mountain', 'McCullough Peaks', 'Onaqui Mountain', 'Twin Peaks', 'Adobe Town', 'Salt Wells Creek',
  'Kiger', 'Spring Creek Basin', 'Little Book Cliffs', 'Sulphur', 'Palomino Buttes',
];

describe('DEMO_HERD', () => {
  it('has 24 horses with unique names', () => {
    expect(DEMO_HERD).toHaveLength(24);
    const names = fields.map((f) => f.name.toLowerCase());
    expect(new Set(names).size).toBe(24);
  });

  it('is valid input for a horse', () => {
    for (const f of fields) expect(() => horseInputSchema.parse(f)).not.toThrow();
  });

  it('has every sex', () => {
    for (const sex of HORSE_SEXES) expect(fields.some((f) => f.sex === sex)).toBe(true);
  });

  it('is about half BLM mustangs, each with its HMA, freeze brand and year of birth', () => {
    const mustangs = fields.filter((f) => isMustang(f.breed));
    expect(mustangs.length).toBeGreaterThanOrEqual(10);
    expect(mustangs.length).toBeLessThanOrEqual(14);
    for (const m of mustangs) {
      expect(REAL_HMAS).toContain(m.HMA);
      expect(m.foal_year).not.toBeNull();
      // US (the registering organisation), the year of birth, a registration number.
      expect(m.brand).toMatch(/^US \d{2} \d{6}$/);
      expect(m.brand.slice(3, 5)).toBe(String(m.foal_year).slice(2));
    }
    for (const other of fields.filter((f) => !isMustang(f.breed))) expect(other.HMA).toBe('');
    expect(new Set(fields.map((f) => f.breed)).size).toBeGreaterThanOrEqual(7);
  });

  it('has exactly one deceased horse, with a date in 2025 and still a portrait', () => {
    const deceased = DEMO_HERD.filter((h) => h.fields.deceased);
    expect(deceased).toHaveLength(1);
    expect(deceased[0].fields.deceased_date).toMatch(/^2025-\d{2}-\d{2}$/);
    expect(deceased[0].portrait).toBeDefined();
    expect(needs(deceased[0].fields)).toBe(false);
    for (const f of fields.filter((x) => !x.deceased)) expect(f.deceased_date).toBeNull();
  });

  it('has 3 or 4 horses off property, some of them out on rides', () => {
    const away = fields.filter((f) => !f.on_property);
    expect(away.length).toBeGreaterThanOrEqual(3);
    expect(away.length).toBeLessThanOrEqual(4);
    expect(away.some((f) => f.off_property_rides)).toBe(true);
    expect(away.some((f) => f.deceased)).toBe(false);
  });

  it('has 5 to 7 horses that need attention', () => {
    const count = fields.filter(needs).length;
    expect(count).toBeGreaterThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(7);
  });

  it('gives ages that match the years of birth (at death for the deceased)', () => {
    for (const f of fields) {
      if (f.age === null || f.foal_year === null) continue;
      const year = f.deceased && f.deceased_date ? Number(f.deceased_date.slice(0, 4)) : DEMO_YEAR;
      expect({ name: f.name, age: f.age }).toEqual({ name: f.name, age: year - f.foal_year });
    }
    expect(fields.filter((f) => f.age !== null).length).toBe(24);
  });

  it('gives heights in hands (13.2 to 17.0) and weights that suit them', () => {
    for (const f of fields) {
      expect(f.height).not.toBeNull();
      expect(f.weight).not.toBeNull();
      const height = f.height as number;
      const weight = f.weight as number;
      expect(height).toBeGreaterThanOrEqual(13.2);
      expect(height).toBeLessThanOrEqual(17.0);
      const hands = Math.floor(height);
      const inches = Math.round((height - hands) * 10);
      expect(inches).toBeLessThanOrEqual(3); // 14.3 is the last before 15.0
      const total = hands * 4 + inches;
      expect(Number.isInteger(weight)).toBe(true);
      expect(weight).toBeGreaterThanOrEqual((total - 54) * 35 + 650);
      expect(weight).toBeLessThanOrEqual((total - 54) * 60 + 850);
    }
  });

  it('has descriptions of 80 to 400 characters, two longer than 150, and one left empty', () => {
    const descriptions = fields.map((f) => f.description);
    expect(descriptions.filter((d) => d === '')).toHaveLength(1);
    for (const d of descriptions.filter((x) => x !== '')) {
      expect(d.length).toBeGreaterThanOrEqual(80);
      expect(d.length).toBeLessThanOrEqual(400);
    }
    expect(descriptions.filter((d) => d.length > 150).length).toBeGreaterThanOrEqual(2);
  });

  it('gives about 8 horses a gallery of up to 3 pictures', () => {
    for (const h of DEMO_HERD) expect(h.gallery.length).toBeLessThanOrEqual(3);
    const withGallery = DEMO_HERD.filter((h) => h.gallery.length > 0).length;
    expect(withGallery).toBeGreaterThanOrEqual(6);
    expect(withGallery).toBeLessThanOrEqual(10);
  });

  it('gives 4 horses a clip, each a WebM file in services/demo/clips', () => {
    const clips = DEMO_HERD.map((h) => h.clip).filter((c): c is string => c !== null);
    expect(clips).toHaveLength(4);
    expect(new Set(clips).size).toBe(4);
    expect(path.basename(DEMO_CLIPS_DIR)).toBe('clips');
    for (const file of clips) {
      expect(DEMO_CLIPS.map((c) => c.file)).toContain(file);
      const full = path.join(DEMO_CLIPS_DIR, file);
      const size = statSync(full).size;
      expect(size).toBeGreaterThan(20_000);
      expect(size).toBeLessThan(600 * 1024);
      const head = readFileSync(full).subarray(0, 64);
      expect(head.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      // DocType (0x4282), 4 bytes long (0x84): "webm".
      expect(head.indexOf(Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]))).toBeGreaterThan(0);
    }
  });
});
