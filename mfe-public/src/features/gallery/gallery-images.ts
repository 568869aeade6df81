// The pictures are drawn by scripts/gallery-images/make-gallery.mjs, each at 640 and 1280 pixels wide.
import barnAtSunrise640 from './assets/barn-at-sunrise-640.webp';
import barnAtSunrise1280 from './assets/barn-at-sunrise-1280.webp';
import pastureFenceLine640 from './assets/pasture-fence-line-640.webp';
import pastureFenceLine1280 from './assets/pasture-fence-line-1280.webp';
import hayForWinter640 from './assets/hay-for-winter-640.webp';
import hayForWinter1280 from './assets/hay-for-winter-1280.webp';
import remudaGrazing640 from './assets/remuda-grazing-640.webp';
import remudaGrazing1280 from './assets/remuda-grazing-1280.webp';
import mareAndFoal640 from './assets/mare-and-foal-640.webp';
import mareAndFoal1280 from './assets/mare-and-foal-1280.webp';
import onTheTrail640 from './assets/on-the-trail-640.webp';
import onTheTrail1280 from './assets/on-the-trail-1280.webp';
import herdOnSummerGrass640 from './assets/herd-on-summer-grass-640.webp';
import herdOnSummerGrass1280 from './assets/herd-on-summer-grass-1280.webp';
import longhornSteer640 from './assets/longhorn-steer-640.webp';
import longhornSteer1280 from './assets/longhorn-steer-1280.webp';
import cowsAtTheWindmill640 from './assets/cows-at-the-windmill-640.webp';
import cowsAtTheWindmill1280 from './assets/cows-at-the-windmill-1280.webp';
import springRoundup640 from './assets/spring-roundup-640.webp';
import springRoundup1280 from './assets/spring-roundup-1280.webp';
import ranchRodeo640 from './assets/ranch-rodeo-640.webp';
import ranchRodeo1280 from './assets/ranch-rodeo-1280.webp';
import campfireUnderTheStars640 from './assets/campfire-under-the-stars-640.webp';
import campfireUnderTheStars1280 from './assets/campfire-under-the-stars-1280.webp';

export type GalleryCategory = 'ranch' | 'horses' | 'cattle' | 'events';

/** The gallery's tabs, in order (SPEC.md section 2): every picture, then one tab a category. */
export const GALLERY_TABS: ReadonlyArray<{ key: 'all' | GalleryCategory; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'ranch', label: 'Ranch' },
  { key: 'horses', label: 'Horses' },
  { key: 'cattle', label: 'Cattle' },
  { key: 'events', label: 'Events' },
];

/** A picture of the gallery (SPEC.md section 3: id, src, title, description, category). */
export interface GalleryImage {
  id: string;
  title: string;
  description: string;
  /** What the picture shows, for whoever cannot see it. */
  alt: string;
  category: GalleryCategory;
  /** The picture 640 pixels wide: thumbnails, and the plain src. */
  src: string;
  /** The same picture 1280 pixels wide: the lightbox, and thumbnails on dense screens. */
  large: string;
}

/** Every picture is 3:2; its size in the page's markup keeps the layout from shifting while it loads. */
export const IMAGE_SIZE = { width: 1280, height: 853 } as const;

/** Both widths of a picture, for srcset. */
export const srcSetOf = (image: GalleryImage): string => `${image.src} 640w, ${image.large} 1280w`;

/** The twelve built-in pictures (SPEC.md section 9), three of each category. */
export const GALLERY_IMAGES: readonly GalleryImage[] = [
  {
    id: 'barn-at-sunrise',
    title: 'The Home Barn at Sunrise',
    description: 'First light on the home barn, with two of the remuda waiting at the corral for their breakfast.',
    alt: 'A red gambrel-roofed barn, a steel silo and cottonwood trees at sunrise, with a sorrel and a buckskin horse inside the rail corral in front.',
    category: 'ranch',
    src: barnAtSunrise640,
    large: barnAtSunrise1280,
  },
  {
    id: 'pasture-fence-line',
    title: 'Winter Fence Line',
    description: 'A post-and-rail fence runs out across the snowed-in north pasture, where the mustangs grow their winter coats.',
    alt: 'A wooden post-and-rail fence running away across a snowy pasture below pine-covered mountains, a bay horse and a grullo horse standing along it.',
    category: 'ranch',
    src: pastureFenceLine640,
    large: pastureFenceLine1280,
  },
  {
    id: 'hay-for-winter',
    title: 'Hay In for Winter',
    description: 'Round bales curing on the hay meadow at sundown, before they are hauled to the stackyard for the cold months.',
    alt: 'Round hay bales scattered across a golden stubble field at sunset, with a windmill, a small red barn and a tree on the horizon.',
    category: 'ranch',
    src: hayForWinter640,
    large: hayForWinter1280,
  },
  {
    id: 'remuda-grazing',
    title: 'The Remuda at Evening',
    description: "The saddle string turned out on the sage flats after a day's work: a dun, a paint, a blue roan and a palomino.",
    alt: 'Four horses, a dun, a bay-and-white paint, a blue roan and a palomino, grazing among sagebrush in the desert at golden hour, mountains behind.',
    category: 'horses',
    src: remudaGrazing640,
    large: remudaGrazing1280,
  },
  {
    id: 'mare-and-foal',
    title: 'Mare and Foal',
    description: 'A flaxen chestnut mare grazes while her spring foal keeps watch, out on the prairie pasture by the windmill.',
    alt: 'A chestnut mare with a pale mane grazing on a dry prairie while her chestnut foal with a white blaze stands beside her, a windmill far behind.',
    category: 'horses',
    src: mareAndFoal640,
    large: mareAndFoal1280,
  },
  {
    id: 'on-the-trail',
    title: 'Out on the Trail',
    description: 'Checking the far country among the red mesas, on the kind of long, quiet ride every horse here learns on.',
    alt: 'Two riders in cowboy hats on a dark bay horse and a gray horse among sagebrush, red rock mesas behind them under a blue sky.',
    category: 'horses',
    src: onTheTrail640,
    large: onTheTrail1280,
  },
  {
    id: 'herd-on-summer-grass',
    title: 'The Herd on Summer Grass',
    description: 'The cow-calf herd on the high meadow in July: Angus, Red Angus, Hereford and a Charolais cross.',
    alt: 'Black, red, white and white-faced cattle and a black calf grazing on a green mountain meadow, snow-capped peaks and pines behind at sunset.',
    category: 'cattle',
    src: herdOnSummerGrass640,
    large: herdOnSummerGrass1280,
  },
  {
    id: 'longhorn-steer',
    title: 'Longhorn Steer',
    description: 'Our old Texas Longhorn steer, whose horns are wider than he is tall, keeping an eye on the photographer.',
    alt: 'A cream Texas Longhorn steer with rust-colored spots and very wide, upturned horns looking at the viewer, red rock mesas behind at golden hour.',
    category: 'cattle',
    src: longhornSteer640,
    large: longhornSteer1280,
  },
  {
    id: 'cows-at-the-windmill',
    title: 'Cows at the Windmill',
    description: 'Hereford pairs come in to water at the stock tank below the windmill on a cool summer morning.',
    alt: 'White-faced Hereford cows, a red cow and a calf near a steel windmill and a round water tank on a sagebrush flat in the morning.',
    category: 'cattle',
    src: cowsAtTheWindmill640,
    large: cowsAtTheWindmill1280,
  },
  {
    id: 'spring-roundup',
    title: 'Spring Roundup',
    description: 'Gathering the pairs into the corral for branding and vaccinations, the busiest weekend of the ranch year.',
    alt: 'Two riders on a red roan horse and a black horse, one carrying a coiled rope, moving black and red cattle and their calves in a dusty corral.',
    category: 'events',
    src: springRoundup640,
    large: springRoundup1280,
  },
  {
    id: 'ranch-rodeo',
    title: 'Ranch Rodeo Night',
    description: 'Barrel racing under the lights at the county ranch rodeo, where our horses show what they have learned.',
    alt: 'A rider in a red shirt and white hat on a palomino horse in a dusty rodeo arena at dusk, with barrels, crowded bleachers, flag bunting and arena lights.',
    category: 'events',
    src: ranchRodeo640,
    large: ranchRodeo1280,
  },
  {
    id: 'campfire-under-the-stars',
    title: 'Campfire Under the Stars',
    description: 'Supper at cow camp after the fall gather, the horses grazing in the sage and a wall tent pitched for the night.',
    alt: 'Two cowboys sitting by a campfire under a starry sky and a crescent moon, a lit canvas tent to one side and two horses in the dark.',
    category: 'events',
    src: campfireUnderTheStars640,
    large: campfireUnderTheStars1280,
  },
];
