import type { EntityManager } from 'typeorm';
import type { Actor, RecordKindContract } from '@remuda/contracts';
import { type KnownHorseEntity, livingHorse } from '@remuda/known-horses';
import type { HorseRecordEntity } from './horse-record.entity.js';

/** A kind's form, as its operations parse it: the horse, the date, its own fields (and, replacing, the version read). */
export type RecordFields = { horseId: string; date: string; version?: number } & Record<string, unknown>;

/**
 * A kind of record about a horse as its owning service keeps it: its contract, its rows and the few rules of its
 * own. Everything else (the list by horse, range and search, paging and its total, reading one with its horse's
 * name, version checks, idempotent writes, the events of each change) is the building block's.
 */
export interface RecordKind<E extends HorseRecordEntity = HorseRecordEntity> {
  contract: RecordKindContract;
  entity: new () => E;
  /** One record in words, for messages: `medical record` ('Medical record not found.'). */
  noun: string;
  /** The kind's text fields a search looks in, besides the horse's name. */
  searched: ReadonlyArray<keyof E & string>;
  /**
   * An SQLite FTS5 trigram table over the searched fields, when the kind keeps one (a migration makes it, with
   * the triggers that keep it): a search of three characters or more then reads it instead of every row.
   */
  sqliteSearchTable?: string;
  /** Columns a form does not hold as they are stored (riding fills an empty rider with whoever logs the ride). */
  fromFields?: (fields: RecordFields, actor: Actor) => Partial<E>;
  /**
   * The horse a write is for, inside its transaction, or a refusal on the form's horse field. `existing` is the
   * record being replaced. By default any living horse the service knows.
   */
  horseFor?: (em: EntityManager, horseId: string, existing?: E) => Promise<KnownHorseEntity>;
}

/** Defines a kind, checking its shape once. */
export function defineRecordKindService<E extends HorseRecordEntity>(kind: RecordKind<E>): Required<Pick<RecordKind<E>, 'horseFor'>> & RecordKind<E> {
  return { horseFor: livingHorse, ...kind };
}

/** A kind's noun as a class name's words: `medical record` → `Medical Record`. */
export const pascal = (noun: string) => noun.replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase());
