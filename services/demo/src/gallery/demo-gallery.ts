/**
 * The demo's public gallery: twelve pictures of the ranch, three of each category in the gallery's order, drawn
 * by scripts/gallery-images/make-gallery.mjs (1280 pixels wide) and kept in services/demo/gallery/. Demo mode adds
 * them to an empty gallery through the gallery's operations, as staff would upload them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GalleryFields } from '@remuda/contracts';

export interface DemoGalleryPicture {
  /** File name of a WebP picture in services/demo/gallery/. */
  file: string;
  fields: Required<GalleryFields>;
}

/** Where the gallery's files are, from src/gallery/ or dist/gallery/ alike. */
export const DEMO_GALLERY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../gallery');

export const DEMO_GALLERY: readonly DemoGalleryPicture[] = [
  {
    file: 'barn-at-sunrise.webp',
    fields: {
      title: 'The Home Barn at Sunrise',
      description: 'First light on the home barn, with two of the remuda waiting at the corral for their breakfast.',
      category: 'ranch',
    },
  },
  {
    file: 'pasture-fence-line.webp',
    fields: {
      title: 'Winter Fence Line',
      description: 'A post-and-rail fence runs out across the snowed-in north pasture, where the mustangs grow their winter coats.',
      category: 'ranch',
    },
  },
  {
    file: 'hay-for-winter.webp',
    fields: {
      title: 'Hay In for Winter',
      description: 'Round bales curing on the hay meadow at sundown, before they are hauled to the stackyard for the cold months.',
      category: 'ranch',
    },
  },
  {
    file: 'remuda-grazing.webp',
    fields: {
      title: 'The Remuda at Evening',
      description: "The saddle string turned out on the sage flats after a day's work: a dun, a paint, a blue roan and a palomino.",
      category: 'horses',
    },
  },
  {
    file: 'mare-and-foal.webp',
    fields: {
      title: 'Mare and Foal',
      description: 'A flaxen chestnut mare grazes while her spring foal keeps watch, out on the prairie pasture by the windmill.',
      category: 'horses',
    },
  },
  {
    file: 'on-the-trail.webp',
    fields: {
      title: 'Out on the Trail',
      description: 'Checking the far country among the red mesas, on the kind of long, quiet ride every horse here learns on.',
      category: 'horses',
    },
  },
  {
    file: 'herd-on-summer-grass.webp',
    fields: {
      title: 'The Herd on Summer Grass',
      description: 'The cow-calf herd on the high meadow in July: Angus, Red Angus, Hereford and a Charolais cross.',
      category: 'cattle',
    },
  },
  {
    file: 'longhorn-steer.webp',
    fields: {
      title: 'Longhorn Steer',
      description: 'Our old Texas Longhorn steer, whose horns are wider than he is tall, keeping an eye on the photographer.',
      category: 'cattle',
    },
  },
  {
    file: 'cows-at-the-windmill.webp',
    fields: {
      title: 'Cows at the Windmill',
      description: 'Hereford pairs come in to water at the stock tank below the windmill on a cool summer morning.',
      category: 'cattle',
    },
  },
  {
    file: 'spring-roundup.webp',
    fields: {
      title: 'Spring Roundup',
      description: 'Gathering the pairs into the corral for branding and vaccinations, the busiest weekend of the ranch year.',
      category: 'events',
    },
  },
  {
    file: 'ranch-rodeo.webp',
    fields: {
      title: 'Ranch Rodeo Night',
      description: 'Barrel racing under the lights at the county ranch rodeo, where our horses show what they have learned.',
      category: 'events',
    },
  },
  {
    file: 'campfire-under-the-stars.webp',
    fields: {
      title: 'Campfire Under the Stars',
      description: 'Supper at cow camp after the fall gather, the horses grazing in the sage and a wall tent pitched for the night.',
      category: 'events',
    },
  },
];
