import type { Horse, HorseFields, HorseInput, HorseSex } from '@remuda/contracts';

/** What the form holds: text as typed, numbers or null, and a date of death only while Deceased is ticked. */
export type HorseFormValues = Omit<HorseFields, 'sex'> & { sex: HorseSex | undefined };

/** A new horse: on the property, no rides away, alive, nothing due. */
export const EMPTY_HORSE: HorseFormValues = {
  name: '',
  breed: '',
  sex: undefined,
  age: null,
  color: '',
  description: '',
  foal_year: null,
  height: null,
  weight: null,
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
};

export function formValuesOf(horse: Horse): HorseFormValues {
  return {
    name: horse.name,
    breed: horse.breed,
    sex: horse.sex,
    age: horse.age,
    color: horse.color,
    description: horse.description,
    foal_year: horse.foal_year,
    height: horse.height,
    weight: horse.weight,
    brand: horse.brand,
    HMA: horse.HMA,
    on_property: horse.on_property,
    off_property_rides: horse.off_property_rides,
    deceased: horse.deceased,
    deceased_date: horse.deceased_date,
    needsWormed: horse.needsWormed,
    needsYearly: horse.needsYearly,
    needsTrimmed: horse.needsTrimmed,
    needsCoggins: horse.needsCoggins,
  };
}

/** The request body: every field (PUT replaces the whole horse); a living horse has no date of death. */
export function horseInputOf(values: HorseFormValues): HorseInput {
  const orNull = (n: number | null | undefined) => (n === undefined || n === null ? null : n);
  return {
    name: values.name ?? '',
    breed: values.breed ?? '',
    sex: values.sex as HorseSex,
    age: orNull(values.age),
    color: values.color ?? '',
    description: values.description ?? '',
    foal_year: orNull(values.foal_year),
    height: orNull(values.height),
    weight: orNull(values.weight),
    brand: values.brand ?? '',
    HMA: values.HMA ?? '',
    on_property: Boolean(values.on_property),
    off_property_rides: Boolean(values.off_property_rides),
    deceased: Boolean(values.deceased),
    deceased_date: values.deceased && values.deceased_date ? values.deceased_date : null,
    needsWormed: Boolean(values.needsWormed),
    needsYearly: Boolean(values.needsYearly),
    needsTrimmed: Boolean(values.needsTrimmed),
    needsCoggins: Boolean(values.needsCoggins),
  };
}
