/**
 * The demo herd: 24 horses a ranch might keep, half of them BLM mustangs, with the pictures drawn for each
 * (`drawing/portrait.ts`) and, for four of them, a short clip (`drawing/motion.ts`, recorded by
 * scripts/demo-media/make-clips.mjs into services/demo/clips/). Demo mode seeds an empty platform with these,
 * through the horses service's operations.
 *
 * Ages are as of 2026 (the deceased horse's, at death).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HorseFields, HorseSex } from '@remuda/contracts';
import type { DemoClip } from '../drawing/motion.js';
import type { PortraitSpec } from '../drawing/portrait.js';

export interface DemoHorse {
  fields: HorseFields;
  portrait: PortraitSpec;
  /** Extra pictures, 0 to 3. */
  gallery: PortraitSpec[];
  /** File name of a clip in services/demo/clips/. */
  clip: string | null;
}

/** Where the clip files are, from src/herd/ or dist/herd/ alike. */
export const DEMO_CLIPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../clips');

/** The year the demo's ages are counted to. */
export const DEMO_YEAR = 2026;

type Extra = Partial<Omit<HorseFields, 'name' | 'breed' | 'sex' | 'color' | 'description' | 'height' | 'weight'>>;

function horse(
  name: string,
  breed: string,
  sex: HorseSex,
  color: string,
  size: [height: number, weight: number],
  description: string,
  extra: Extra,
): HorseFields {
  const foal = extra.foal_year ?? null;
  return {
    name,
    breed,
    sex,
    age: extra.age !== undefined ? extra.age : foal === null ? null : DEMO_YEAR - foal,
    color,
    description,
    foal_year: foal,
    height: size[0],
    weight: size[1],
    brand: '',
    HMA: '',
    on_property: true,
    off_property_rides: false,
    deceased: false,
    deceased_date: null,
    needsWormed: false,
    needsYearly: false,
    needsTrimmed: false,
    needsCoggins: false,
    ...extra,
  };
}

/** A BLM mustang: its Herd Management Area, freeze brand (registry, year of birth, number) and year of birth. */
const mustang = (hma: string, foalYear: number, number: string, extra: Extra = {}): Extra => ({
  HMA: hma,
  foal_year: foalYear,
  brand: `US ${String(foalYear).slice(2)} ${number}`,
  ...extra,
});

// ---------- the look of each horse ----------

const JUNIPER = { coat: 'buckskin', face: 'star', build: 'compact' } as const satisfies Partial<PortraitSpec>;
const BIGHORN = { coat: 'grullo', build: 'compact', maneStyle: 'short' } as const satisfies Partial<PortraitSpec>;
const CINNAMON = { coat: 'red-dun', face: 'snip', build: 'compact', seed: 3 } as const satisfies Partial<PortraitSpec>;
const WHISKEY = { coat: 'bay', face: 'star', legs: ['coronet', 'none', 'none', 'none'], build: 'stock' } as const satisfies Partial<PortraitSpec>;
const PISTOL = { coat: 'black', pattern: 'tobiano', face: 'blaze', build: 'stock' } as const satisfies Partial<PortraitSpec>;
const KODA = { coat: 'bay', pattern: 'blanket', face: 'snip', legs: ['none', 'none', 'sock', 'none'] } as const satisfies Partial<PortraitSpec>;
const DOTTIE = { coat: 'black', pattern: 'leopard', build: 'stock' } as const satisfies Partial<PortraitSpec>;
const SCOUT = { coat: 'bay', face: 'star', legs: ['none', 'none', 'sock', 'none'], build: 'young' } as const satisfies Partial<PortraitSpec>;

export const DEMO_CLIPS: DemoClip[] = [
  { file: 'trotting-buckskin.webm', action: 'trot', picture: { ...JUNIPER, scene: 'sage-desert', time: 'golden-hour' } },
  { file: 'walking-grullo.webm', action: 'walk', picture: { ...BIGHORN, scene: 'mountain-meadow', time: 'morning', seed: 11 } },
  { file: 'trotting-paint.webm', action: 'trot', picture: { ...PISTOL, scene: 'prairie', time: 'morning', seed: 4 } },
  { file: 'grazing-appaloosa.webm', action: 'graze', picture: { ...DOTTIE, scene: 'mountain-meadow', time: 'golden-hour', seed: 2 } },
];

export const DEMO_HERD: DemoHorse[] = [
  // ---------- BLM mustangs ----------
  {
    fields: horse(
      'Juniper', 'Mustang', 'mare', 'Buckskin', [14.2, 910],
      'Gathered from Sand Wash Basin as a three-year-old and gentled here over one patient winter. Juniper is first to the gate at feeding time and last to spook on the trail. She rides out quietly on a loose rein and has packed more than one first-time rider up Cottonwood Draw.',
      mustang('Sand Wash Basin', 2016, '052418', { off_property_rides: true }),
    ),
    portrait: { ...JUNIPER, scene: 'sage-desert', time: 'golden-hour' },
    gallery: [
      { ...JUNIPER, scene: 'sage-desert', time: 'morning', pose: 'grazing', seed: 1 },
      { ...JUNIPER, scene: 'red-rock', time: 'midday', pose: 'alert', facing: 'left' },
    ],
    clip: 'trotting-buckskin.webm',
  },
  {
    fields: horse(
      'Bighorn', 'Mustang', 'gelding', 'Grullo', [14.0, 830],
      'Classic Pryor Mountain grullo with a dark dorsal stripe and zebra bars on his legs. Sure-footed as a goat in rough country, and smart enough to open the hay shed if you forget the chain.',
      mustang('Pryor Mountain', 2014, '092271', { off_property_rides: true }),
    ),
    portrait: { ...BIGHORN, scene: 'mountain-meadow', time: 'morning', pose: 'alert' },
    gallery: [{ ...BIGHORN, scene: 'snowy-pasture', time: 'morning', facing: 'left' }],
    clip: 'walking-grullo.webm',
  },
  {
    fields: horse(
      'Paintbrush', 'Mustang', 'mare', 'Bay Tobiano', [14.3, 960],
      'A loud bay tobiano out of McCullough Peaks, east of Cody. Paintbrush is bossy with the other mares and sweet as pie with people; she loves a curry comb and will lean into it until you both fall over.',
      mustang('McCullough Peaks', 2015, '081936'),
    ),
    portrait: { coat: 'bay', pattern: 'tobiano', face: 'star', build: 'compact', scene: 'prairie', time: 'golden-hour', facing: 'left' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Ghost', 'Mustang', 'gelding', 'Dapple Gray', [14.2, 900],
      'Onaqui gray who came to us dark and lightens a little every spring. Ghost is calm, a bit lazy, and the horse we put a nervous adult on. He ties, loads and stands for the farrier like a gentleman.',
      mustang('Onaqui Mountain', 2012, '102554'),
    ),
    portrait: { coat: 'dapple-gray', build: 'compact', scene: 'snowy-pasture', time: 'morning' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Dusty', 'Mustang', 'gelding', 'Dun', [14.3, 940],
      'Twin Peaks dun adopted at the Litchfield corrals. Dusty has carried our crew through three fall gathers and knows more about cattle than most of us do. Steady, honest, and always a little hungry.',
      mustang('Twin Peaks', 2013, '040763', { off_property_rides: true }),
    ),
    portrait: { coat: 'dun', face: 'snip', legs: ['none', 'none', 'coronet', 'none'], build: 'compact', scene: 'red-rock', time: 'midday' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Mesa', 'Mustang', 'mare', 'Red Dun', [14.1, 870],
      'Red dun mare from Adobe Town with a faint shoulder stripe and legs like iron. Still green under saddle but willing, and she watches everything you do as if she means to learn it.',
      mustang('Adobe Town', 2018, '062815'),
    ),
    portrait: { coat: 'red-dun', face: 'star', build: 'compact', scene: 'red-rock', time: 'golden-hour', facing: 'left', seed: 5 },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Blue', 'Mustang', 'gelding', 'Blue Roan', [14.2, 920],
      'Blue roan from Salt Wells Creek with a coal-black head and a mind of his own. He is overdue for the farrier and lets you know it by standing on three legs at the gate.',
      mustang('Salt Wells Creek', 2011, '072290', { needsTrimmed: true }),
    ),
    portrait: { coat: 'blue-roan', build: 'compact', scene: 'snowy-pasture', time: 'midday', pose: 'resting' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Cinnamon', 'Kiger Mustang', 'mare', 'Red Dun', [14.2, 880],
      'Kiger mare with the dorsal stripe, zebra legs and fine Spanish head the Oregon herds are known for. Cinnamon is quick, light in the bridle and the best trail horse on the place when the footing gets steep. She does not care for loud men or plastic bags.',
      mustang('Kiger', 2017, '012447', { off_property_rides: true }),
    ),
    portrait: { ...CINNAMON, scene: 'mountain-meadow', time: 'golden-hour' },
    gallery: [
      { ...CINNAMON, scene: 'prairie', time: 'morning', pose: 'alert', facing: 'left' },
      { ...CINNAMON, scene: 'corral', time: 'dusk', pose: 'resting' },
    ],
    clip: null,
  },
  {
    fields: horse(
      'Smoke', 'Mustang', 'gelding', 'Black', [14.3, 940],
      "Spring Creek Basin black, away at a colt starter's barn near Durango for sixty days of groundwork and first rides. Reports so far: bright, soft, and fond of stealing hats.",
      mustang('Spring Creek Basin', 2019, '070182', { on_property: false, needsWormed: true }),
    ),
    portrait: { coat: 'black', face: 'star', legs: ['sock', 'none', 'none', 'none'], build: 'compact', scene: 'corral', time: 'golden-hour' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse('Sundance', 'Mustang', 'gelding', 'Bay', [14.1, 880], '', mustang('Little Book Cliffs', 2010, '071137')),
    portrait: { coat: 'bay', face: 'strip', legs: ['none', 'none', 'sock', 'sock'], build: 'compact', scene: 'sage-desert', time: 'morning', facing: 'left' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Pebbles', 'Mustang', 'female', 'Red Roan', [13.2, 720],
      'Two-year-old filly from the Sulphur herd in Utah, adopted as a weanling. Pebbles is all legs and curiosity; she untied her own lead rope twice last week and is learning to pick up her feet for a treat.',
      mustang('Sulphur', 2024, '092035', { needsWormed: true }),
    ),
    portrait: { coat: 'red-roan', build: 'young', scene: 'mountain-meadow', time: 'midday', seed: 8 },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Rowdy', 'Mustang', 'gelding', 'Palomino', [15.0, 1010],
      'Palomino from, fittingly, the Palomino Buttes HMA in Oregon. Despite the name Rowdy is the quiet one: he babysits the weanlings, ponies young stock and has never once been in a hurry.',
      mustang('Palomino Buttes', 2015, '030944'),
    ),
    portrait: { coat: 'palomino', face: 'blaze', legs: ['sock', 'sock', 'none', 'none'], build: 'compact', scene: 'prairie', time: 'midday' },
    gallery: [],
    clip: null,
  },

  // ---------- ranch-bred and bought-in horses ----------
  {
    fields: horse(
      'Whiskey', 'Quarter Horse', 'stallion', 'Bay', [15.1, 1180],
      'Our ranch stallion, registered as Docs Rafter Whiskey. Foundation-bred, cowy and kind, with a big hip and a calm eye he passes on to his foals. He works cattle in the spring and stands to approved mares.',
      { foal_year: 2017, brand: 'Rafter R' },
    ),
    portrait: { ...WHISKEY, scene: 'corral', time: 'golden-hour', pose: 'alert' },
    gallery: [
      { ...WHISKEY, scene: 'mountain-meadow', time: 'morning', pose: 'grazing' },
      { ...WHISKEY, scene: 'prairie', time: 'golden-hour', facing: 'left', seed: 2 },
      { ...WHISKEY, scene: 'snowy-pasture', time: 'midday', pose: 'alert', seed: 3 },
    ],
    clip: null,
  },
  {
    fields: horse(
      'Rosie', 'Quarter Horse', 'mare', 'Sorrel', [14.3, 1060],
      'Sorrel mare with a flaxen mane and a blaze she likes to bury in the water trough. Rosie has raised four good foals for us and now teaches the ranch kids to lope. Spring shots and Coggins are coming due.',
      { foal_year: 2012, brand: 'Rafter R', off_property_rides: true, needsYearly: true, needsCoggins: true },
    ),
    portrait: { coat: 'sorrel', mane: '#ecd29c', face: 'blaze', legs: ['sock', 'none', 'sock', 'sock'], scene: 'mountain-meadow', time: 'morning' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Biscuit', 'Quarter Horse', 'gelding', 'Chestnut', [15.0, 1080],
      'Biscuit taught two generations of this family to ride and never once left a child in the dirt. He retired to the creek pasture at twenty-three and passed peacefully there in October 2025, at twenty-six. He rests under the big cottonwood he liked to doze beneath.',
      { foal_year: 1999, age: 26, brand: 'Rafter R', deceased: true, deceased_date: '2025-10-18' },
    ),
    portrait: { coat: 'chestnut', face: 'star-snip', legs: ['sock', 'none', 'none', 'sock'], scene: 'prairie', time: 'golden-hour', pose: 'resting' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Pistol', 'American Paint Horse', 'gelding', 'Black Tobiano', [15.1, 1100],
      'Black-and-white tobiano with a big, floaty trot. Pistol was a reining prospect before he came to us; now he sorts cattle, carries the flag at the county rodeo and likes nothing better than a bath on a hot afternoon.',
      { foal_year: 2014, off_property_rides: true },
    ),
    portrait: { ...PISTOL, scene: 'corral', time: 'dusk' },
    gallery: [{ ...PISTOL, scene: 'sage-desert', time: 'midday', pose: 'alert', facing: 'left' }],
    clip: 'trotting-paint.webm',
  },
  {
    fields: horse(
      'Ladybug', 'American Paint Horse', 'mare', 'Sorrel Overo', [14.3, 1000],
      'Sorrel frame overo with a bald face and white splashed up her belly. Ladybug is sensible, quick to learn and a little opinionated about which horse stands next to her at the hitch rail.',
      { foal_year: 2019 },
    ),
    portrait: { coat: 'sorrel', pattern: 'overo', scene: 'prairie', time: 'morning', facing: 'left' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Koda', 'Appaloosa', 'gelding', 'Bay Blanket', [15.0, 1060],
      "Bay with a spotted white blanket, striped hooves and the Appaloosa's sensible streak. Koda is our go-to for guest rides: he stops when the rider stops and waits politely when the rider forgets what comes next.",
      { foal_year: 2013, off_property_rides: true },
    ),
    portrait: { ...KODA, scene: 'red-rock', time: 'midday' },
    gallery: [
      { ...KODA, scene: 'snowy-pasture', time: 'morning', facing: 'left' },
      { ...KODA, scene: 'mountain-meadow', time: 'golden-hour', pose: 'grazing' },
    ],
    clip: null,
  },
  {
    fields: horse(
      'Dottie', 'Appaloosa', 'mare', 'Black Leopard', [14.3, 990],
      'A black leopard Appaloosa, white as fresh snow with ink spots from her ears to her hocks. Dottie is gentle, a touch shy with strangers, and will follow you around the pasture once she decides you are hers.',
      { foal_year: 2016 },
    ),
    portrait: { ...DOTTIE, scene: 'mountain-meadow', time: 'golden-hour', seed: 2 },
    gallery: [{ ...DOTTIE, scene: 'corral', time: 'midday', pose: 'alert', facing: 'left' }],
    clip: 'grazing-appaloosa.webm',
  },
  {
    fields: horse(
      'Ruby', 'Morgan', 'mare', 'Liver Chestnut', [15.0, 1000],
      'Ruby is a registered Morgan with the crested neck and big heart of the breed. This season she is on loan to a therapeutic riding program in town, where she carries riders of every size with endless patience.',
      { age: 16, on_property: false, off_property_rides: true },
    ),
    portrait: { coat: 'liver-chestnut', face: 'star', build: 'stock', scene: 'mountain-meadow', time: 'midday', pose: 'alert', facing: 'left' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Zephyr', 'Arabian', 'gelding', 'Flea-bitten Gray', [14.3, 900],
      'Flea-bitten gray Arabian who did fifty-mile endurance rides in his younger days and still thinks every trail is a race. Light, tireless and opinionated; best for a confident rider with soft hands.',
      { foal_year: 2008, needsWormed: true },
    ),
    portrait: { coat: 'flea-bitten-gray', build: 'light', scene: 'sage-desert', time: 'morning', pose: 'alert', facing: 'left' },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Tonka', 'Draft Cross', 'gelding', 'Black', [16.3, 1550],
      'Percheron and Quarter Horse cross with dinner-plate feet and the temperament of a big dog. Tonka is leased to an outfitter for the summer trail season and needs a fresh Coggins before he crosses the state line again.',
      { foal_year: 2015, on_property: false, off_property_rides: true, needsCoggins: true },
    ),
    portrait: { coat: 'black', face: 'blaze', legs: ['sock', 'sock', 'sock', 'sock'], build: 'heavy', scene: 'snowy-pasture', time: 'morning', seed: 6 },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Willow', 'Thoroughbred', 'mare', 'Dark Bay', [16.1, 1150],
      "Off-track Thoroughbred who raced eleven times as Willow Creek Dancer and retired sound. She is spending the summer at a friend's eventing barn, learning to jump logs and loving every minute.",
      { foal_year: 2011, on_property: false, off_property_rides: true },
    ),
    portrait: { coat: 'dark-bay', face: 'star', legs: ['none', 'none', 'coronet', 'none'], build: 'light', scene: 'mountain-meadow', time: 'golden-hour', seed: 9 },
    gallery: [],
    clip: null,
  },
  {
    fields: horse(
      'Scout', 'Quarter Horse', 'female', 'Bay', [13.3, 700],
      "Whiskey and Rosie's yearling filly, born on the ranch in April 2025. Scout already leads, ties and stands for the farrier, and spends the rest of her day racing the other yearlings up the hill and back.",
      { foal_year: 2025, brand: 'Rafter R' },
    ),
    portrait: { ...SCOUT, scene: 'prairie', time: 'morning', pose: 'alert' },
    gallery: [{ ...SCOUT, scene: 'mountain-meadow', time: 'midday', pose: 'grazing' }],
    clip: null,
  },
];
