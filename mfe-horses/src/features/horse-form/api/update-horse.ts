import { useQueryClient } from '@tanstack/react-query';
import type { HorseDetail, HorseUpdate } from '@remuda/contracts';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { requestOf, useOfflineWrite } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** The fields of a horse a conflict compares, by the form's labels. */
export const HORSE_FIELDS: Record<string, string> = {
  name: 'Name',
  sex: 'Sex',
  breed: 'Breed',
  color: 'Color',
  age: 'Age (years)',
  foal_year: 'Birth Year',
  height: 'Height (hands)',
  weight: 'Weight (lbs)',
  brand: 'Brand',
  HMA: 'HMA',
  description: 'Description',
  on_property: 'On property',
  off_property_rides: 'Off-property rides allowed',
  deceased: 'Deceased',
  deceased_date: 'Date of death',
  needsWormed: 'Needs worming',
  needsYearly: 'Needs yearly vaccines',
  needsTrimmed: 'Needs trimming',
  needsCoggins: 'Needs Coggins',
};

/**
 * Replaces every field of a horse (PUT sends the whole form, with the version it was read at, so a horse changed
 * since is refused rather than overwritten); the answer is the horse as saved. Without a connection the change
 * waits on the device.
 */
export function useUpdateHorse() {
  const queryClient = useQueryClient();
  return useOfflineWrite<{ id: string; horse: HorseUpdate }, HorseDetail>({
    write: ({ id, horse }) => ({
      ...(requestOf(HORSE_ROUTES.update, { id, horse }) as { method: 'PUT'; path: string; body: unknown }),
      fallbackMessage: 'Failed to update horse',
      summary: `Changes to ${horse.name}`,
      fields: HORSE_FIELDS,
    }),
    onSaved: async (horse) => {
      queryClient.setQueryData(horseQueryOptions(horse.id).queryKey, horse);
      await queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey });
    },
  });
}
