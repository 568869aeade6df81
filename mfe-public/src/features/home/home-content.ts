import { paths } from '@remuda/shell-kit';

/**
 * The /public/... spellings the home page's featured-horse and closing buttons use (SPEC.md section 2); the
 * shell redirects each to its plain page.
 */
export const PUBLIC_LINKS = {
  horses: '/public/horses',
  horse: (id: string) => `/public/horses/${encodeURIComponent(id)}`,
  contact: '/public/contact',
  about: '/public/about',
} as const;

/** The three things the ranch offers, each with the page that tells more. */
export const OFFERS = [
  {
    title: 'Well-Started Horses',
    text:
      'Mustangs off the open range and ranch-raised stock horses, handled every day, started without hurry and ' +
      'ridden through brush, water and cattle long before anyone calls them finished.',
    link: { to: paths.horses, label: 'Meet the Horses' },
  },
  {
    title: 'Grass-Raised Cattle',
    text:
      'A small cow-calf herd on native bunchgrass, moved on horseback and worked quietly, so the calves grow up ' +
      'calm and the range stays healthy for the next season.',
    link: { to: paths.cattle, label: 'About Our Cattle' },
  },
  {
    title: 'Ranch Visits & Know-How',
    text:
      'Walk the pens, watch a colt’s first lessons and talk horses with the people who ride them. We share what ' +
      'fifteen years of early mornings have taught us.',
    link: { to: paths.about, label: 'Learn About the Ranch' },
  },
] as const;
