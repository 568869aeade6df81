import { makeGallery } from '@remuda/shell-kit/testing';

/** Twelve pictures as GET /api/gallery answers them, three of each category, mixed as staff may order them. */
export const TWELVE_PICTURES = makeGallery([
  ['The Home Barn at Sunrise', 'ranch'],
  ['The Remuda at Evening', 'horses'],
  ['The Herd on Summer Grass', 'cattle'],
  ['Spring Roundup', 'events'],
  ['Winter Fence Line', 'ranch'],
  ['Mare and Foal', 'horses'],
  ['Longhorn Steer', 'cattle'],
  ['Ranch Rodeo Night', 'events'],
  ['Hay In for Winter', 'ranch'],
  ['Out on the Trail', 'horses'],
  ['Cows at the Windmill', 'cattle'],
  ['Campfire Under the Stars', 'events', ''],
]);
