/** Request/reply message patterns the horses service answers. */
export const HORSES_PATTERNS = {
  list: 'horses.horse.list',
  get: 'horses.horse.get',
  getByName: 'horses.horse.get-by-name',
  create: 'horses.horse.create',
  update: 'horses.horse.update',
  setProfileImage: 'horses.horse.set-profile-image',
  addMedia: 'horses.media.add',
  removeMedia: 'horses.media.remove',
} as const;

/** Domain events the horses service publishes through its outbox. */
export const HORSE_EVENTS = {
  created: 'horses.horse.created',
  updated: 'horses.horse.updated',
  mediaAdded: 'horses.horse.media-added',
  mediaRemoved: 'horses.horse.media-removed',
} as const;
