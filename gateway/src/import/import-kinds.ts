import type { z } from 'zod';
import {
  HORSE_OPERATIONS,
  type ImportKindName,
  MEDICAL_RECORDS,
  type Operation,
  RIDING_LOGS,
  horseInputSchema,
} from '@remuda/contracts';

/** How a cell's text becomes what the form would send for its field. */
export type CellKind = 'text' | 'number' | 'yes-no' | 'date' | 'year' | 'lower' | 'list';

/** A field a column may fill: the form's field, its label, and the other headers a ranch writes for it. */
export interface KindField {
  field: string;
  label: string;
  cell: CellKind;
  required?: boolean;
  /** Other headers naming it, as spreadsheets spell them ("DOB", "Dewormed"); matched ignoring case, spaces and punctuation. */
  also?: string[];
}

/** How a record names its horse: any of these columns (the horse's id, name and brand), as the export writes them. */
export const HORSE_REFERENCE: KindField[] = [
  { field: 'horseId', label: 'Horse id', cell: 'text', also: ['horse uuid'] },
  { field: 'horseName', label: 'Horse', cell: 'text', also: ['horse', 'horse name'] },
  { field: 'horseBrand', label: 'Horse brand', cell: 'text', also: ['brand'] },
];

/**
 * A kind of thing a file may hold: its fields, the form's schema that checks a row, and the operations that list,
 * add and change them. A record kind names its horse (`HORSE_REFERENCE`) and is recognised by its horse, day and
 * fields; horses by their id, or their name and brand.
 */
export interface ImportKind {
  name: ImportKindName;
  /** One of them, as a sentence says it. */
  noun: string;
  fields: KindField[];
  /** What the form sends, checked with the form's messages. */
  input: z.ZodType<Record<string, unknown>>;
  isRecord: boolean;
  /** `createMany` makes many added rows in one call, all or none. */
  operations: { list: Operation; create: Operation; update: Operation; createMany: Operation };
  /** The field of the change operation's message holding the fields (`horse`, `record`, `log`). */
  updateField: string;
}

const id: KindField = { field: 'id', label: 'Id', cell: 'text', also: ['uuid'] };
const date: KindField = { field: 'date', label: 'Date', cell: 'date', required: true, also: ['day', 'visit date', 'ride date'] };

/** A kind of record about a horse (ADR 017) as a file holds it: its id, its horse, its day, then its own fields. */
function recordKind(name: ImportKindName, noun: string, kind: typeof MEDICAL_RECORDS | typeof RIDING_LOGS, own: KindField[]): ImportKind {
  return {
    name,
    noun,
    isRecord: true,
    input: kind.input as unknown as z.ZodType<Record<string, unknown>>,
    operations: kind.operations,
    updateField: kind.operations.update.http!.bodyField!,
    fields: [id, ...HORSE_REFERENCE, date, ...own],
  };
}

export const IMPORT_KIND_DEFINITIONS: Record<ImportKindName, ImportKind> = {
  horses: {
    name: 'horses',
    noun: 'horse',
    isRecord: false,
    input: horseInputSchema as unknown as z.ZodType<Record<string, unknown>>,
    operations: { list: HORSE_OPERATIONS.list, create: HORSE_OPERATIONS.create, update: HORSE_OPERATIONS.update, createMany: HORSE_OPERATIONS.createMany },
    updateField: 'horse',
    fields: [
      id,
      { field: 'name', label: 'Name', cell: 'text', required: true, also: ['horse', 'horse name'] },
      { field: 'breed', label: 'Breed', cell: 'text' },
      { field: 'sex', label: 'Sex', cell: 'lower', required: true, also: ['gender'] },
      { field: 'age', label: 'Age', cell: 'number', also: ['age years'] },
      { field: 'color', label: 'Color', cell: 'text', also: ['colour', 'coat'] },
      { field: 'description', label: 'Description', cell: 'text', also: ['about', 'notes'] },
      { field: 'foal_year', label: 'Birth Year', cell: 'year', also: ['foal year', 'foaled', 'year of birth', 'dob', 'date of birth', 'born'] },
      { field: 'height', label: 'Height', cell: 'number', also: ['height hands', 'hands'] },
      { field: 'weight', label: 'Weight', cell: 'number', also: ['weight lbs', 'lbs', 'pounds'] },
      { field: 'brand', label: 'Brand', cell: 'text', also: ['freeze mark', 'freezemark'] },
      { field: 'HMA', label: 'HMA', cell: 'text', also: ['herd management area'] },
      { field: 'on_property', label: 'On property', cell: 'yes-no', also: ['on site'] },
      { field: 'off_property_rides', label: 'Off-property rides', cell: 'yes-no', also: ['off property rides allowed'] },
      { field: 'deceased', label: 'Deceased', cell: 'yes-no', also: ['dead'] },
      { field: 'deceased_date', label: 'Date of death', cell: 'date', also: ['died', 'death date'] },
      { field: 'needsWormed', label: 'Needs wormer', cell: 'yes-no', also: ['needs worming', 'needs deworming', 'needs dewormer'] },
      { field: 'needsYearly', label: 'Needs yearly vaccines', cell: 'yes-no', also: ['needs vaccines'] },
      { field: 'needsTrimmed', label: 'Needs trim', cell: 'yes-no', also: ['needs trimming', 'needs farrier'] },
      { field: 'needsCoggins', label: 'Needs Coggins', cell: 'yes-no' },
    ],
  },
  'medical-records': recordKind('medical-records', 'medical record', MEDICAL_RECORDS, [
    { field: 'description', label: 'Description', cell: 'text', required: true, also: ['reason', 'treatment', 'visit'] },
    { field: 'vet', label: 'Vet', cell: 'text', also: ['veterinarian', 'doctor'] },
    { field: 'notes', label: 'Notes', cell: 'text' },
    { field: 'weight', label: 'Weight', cell: 'number', also: ['weight lbs', 'lbs'] },
    { field: 'height', label: 'Height', cell: 'number', also: ['height hands', 'hands'] },
    { field: 'wormed', label: 'Wormed', cell: 'yes-no', also: ['dewormed', 'worming', 'deworming'] },
    { field: 'trimmed', label: 'Trimmed', cell: 'yes-no', also: ['trim', 'farrier'] },
    { field: 'coggins', label: 'Coggins', cell: 'yes-no', also: ['coggins test'] },
    { field: 'yearly_vaccines', label: 'Yearly vaccines', cell: 'yes-no', also: ['vaccines', 'vaccinated', 'vaccinations'] },
    { field: 'care', label: 'Other care', cell: 'list' },
  ]),
  'riding-logs': recordKind('riding-logs', 'riding log', RIDING_LOGS, [
    { field: 'notes', label: 'Notes', cell: 'text', also: ['ride notes'] },
    { field: 'durationMinutes', label: 'Duration (minutes)', cell: 'number', also: ['duration', 'minutes', 'duration min'] },
    { field: 'rider', label: 'Rider', cell: 'text', also: ['ridden by'] },
    { field: 'type', label: 'Type', cell: 'lower', also: ['ride type', 'kind'] },
  ]),
};
