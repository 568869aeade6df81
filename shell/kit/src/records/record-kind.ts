import { type QueryClient, type QueryKey, type UseMutationResult, type UseQueryResult, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { ComponentType, ReactNode } from 'react';
import type { ZodObject } from 'zod';
import type { RecordDocumentHeads, RecordHeads } from '@remuda/contracts/routes';
import { type CallAnswer, type CallInput, callApi, callApiPage, requestOf } from '../api/call-api';
import { horseKeys, recordKeys } from '../api/query-keys';
import { formatDate } from '../format/format';
import { cachedHorseName } from '../horses/horse-options';
import { type WriteOutcome, isConflict } from '../offline/submit-write';
import { useOfflineWrite } from '../offline/use-offline-write';
import type { RecordPages } from '../routes/paths';
import { usePagedList } from './use-paged-list';

/** What every kind's record answers besides its own fields. */
export interface RecordRow {
  id: string;
  horseId: string;
  horseName: string | null;
  date: string;
  version: number;
}

/** What every kind's form holds besides its own fields: the horse once chosen, the date. */
export interface RecordFormValues {
  horseId: string | undefined;
  date: string;
  /** A new record's documents, for a kind that carries them: sent after it (with it, when it waits offline). */
  attachments?: File[];
}

/** The filters of a kind's list, as the address keeps them. */
export interface RecordFilters {
  horseId?: string;
  from?: string;
  to?: string;
  q?: string;
}

/**
 * A kind of record as the staff screens show it: its calls and pages (from the contracts and the kit's page
 * table), its words, its form's own fields and its table's own columns. The list, add, edit and delete screens,
 * the horse page's tab frame, the queries, the offline writes and the conflict wiring are the kit's, built from it.
 */
export interface RecordKindDefinition<H extends RecordHeads, V extends RecordFormValues> {
  /** Its answers' name under the `records` query keys (kept on the device for reading offline): `medical-records`. */
  name: string;
  heads: H;
  pages: RecordPages;
  /** One record in words: `medical record`. */
  noun: string;
  /** How the list counts them, and what the horse-locked hint calls one: `['record', 'records']`. */
  counted: readonly [one: string, many: string];
  /** The button to make one, on the list and the horse page: 'Add Medical Record' unless said. */
  addLabel?: string;
  /** The new form's button: 'Create Record'. */
  createLabel: string;
  /** The list's search box: 'Search by horse, description, vet or notes'. */
  searchLabel: string;
  /** Failures are also written to the console (SPEC.md section 8 says so of medical records). */
  logFailures?: boolean;
  /** The contract's form schema: the fields' rules on the page are the API's own. */
  inputSchema: ZodObject;
  /** The form's own fields (antd Form.Items in Cols), after the horse and the date. */
  Fields: ComponentType;
  /** A new record's own fields. */
  empty: () => Omit<V, keyof RecordFormValues>;
  /** A record's values in its form. */
  valuesOf: (record: CallAnswer<H['get']>) => V;
  /** The request of a filled-in form (PUT replaces the whole record, so every field). */
  inputOf: (values: V) => CallInput<H['create']>;
  /** The fields a conflict compares side by side, by their labels. */
  conflictFields: Record<string, string>;
  /** The list's columns between the horse and the actions. */
  columns: ColumnsType<CallAnswer<H['get']>>;
  /** What the delete page shows of a record besides its horse and date, as <dt>/<dd> pairs. */
  details: (record: CallAnswer<H['get']>) => ReactNode;
  /** How a new record waiting on the device is listed: 'Medical record for Dusty, March 4, 2026: Float'. */
  summary: (input: CallInput<H['create']>, horseName: string) => string;
  /** The calls of its documents, when the kind carries them (a vet's papers on a medical record). */
  documents?: RecordDocumentHeads;
}

const titled = (text: string) => text.replace(/(^|\s)(\w)/g, (_, space: string, c: string) => `${space}${c.toUpperCase()}`);

/** A kind's words, from its noun (`medical record`): SPEC.md section 8's messages and the screens' headings. */
function textsOf(noun: string, addLabel?: string) {
  const plural = `${noun}s`;
  const title = titled(noun);
  return {
    title,
    pluralTitle: `${title}s`,
    Noun: `${noun[0]!.toUpperCase()}${noun.slice(1)}`,
    addLabel: addLabel ?? `Add ${title}`,
    fetchFailed: `Failed to fetch ${plural}`,
    fetchHorseFailed: `Failed to fetch horse ${plural}`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
    none: `No ${plural} found.`,
    noneMatching: `No ${plural} matching your search criteria.`,
    noneForHorse: `No ${plural} found for this horse.`,
    loading: `Loading ${plural}…`,
    loadingOne: `Loading the ${noun}…`,
    /** SPEC.md section 2's words for a record that cannot be opened; a deletion says it may be gone already. */
    notFound: (deleting: boolean) => `${noun[0]!.toUpperCase()}${noun.slice(1)} not found. It may have been deleted${deleting ? ' already' : ''} or you don't have permission to view it.`,
  };
}

/**
 * A kind of record's screens and calls, made once from its definition (typed by its own contract), and handed to
 * the kit's screens as any kind.
 */
export function defineRecordKindClient<H extends RecordHeads, V extends RecordFormValues>(definition: RecordKindDefinition<H, V>): RecordKindClient {
  type Row = CallAnswer<H['get']> & RecordRow;
  type Input = CallInput<H['create']> & { horseId: string; date: string };
  const { heads, noun } = definition;
  const keys = recordKeys(definition.name);
  const texts = textsOf(noun, definition.addLabel);
  const logged = (what: string) => (error: Error) => {
    if (definition.logFailures) console.error(`${what}:`, error);
  };

  const recordQuery = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => callApi(heads.get, { id } as never, { fallbackMessage: texts.fetchFailed, signal }) as Promise<Row>,
    });
  const horseRecordsQuery = (horseId: string) =>
    queryOptions({
      queryKey: keys.list({ horseId }),
      queryFn: ({ signal }) => callApi(heads.list, { horseId } as never, { fallbackMessage: texts.fetchHorseFailed, signal }) as Promise<Row[]>,
    });

  /**
   * After a change: every list of the kind reloads (here and on the horse's page) but the deleted record's own
   * query, and the horses are marked stale, since a record may change a horse's health or its page. Not awaited:
   * the page moves on at once.
   */
  const invalidateAfterChange = (queryClient: QueryClient, deleted?: QueryKey) => {
    const gone = deleted && JSON.stringify(deleted);
    void queryClient.invalidateQueries({ queryKey: keys.all, predicate: (query) => JSON.stringify(query.queryKey) !== gone });
    void queryClient.invalidateQueries({ queryKey: horseKeys.all, refetchType: 'none' });
  };

  const client = {
    ...definition,
    texts,
    keys,
    recordQuery,
    invalidateAfterChange,
    useRecord: (id: string) => useQuery(recordQuery(id)),
    /** One horse's records, all of them (a horse's history is short): never another horse's while they load. */
    useHorseRecords: (horseId: string) => useQuery(horseRecordsQuery(horseId)),
    /**
     * The records the filters select, a page at a time from the server (the page in the address, `?page=`), with
     * the table's pagination; the last page stays on screen while the next page or search loads.
     */
    useSearch: (filters: RecordFilters) =>
      usePagedList((paging) =>
        queryOptions({
          queryKey: keys.page({ ...filters, ...paging }),
          queryFn: ({ signal }) => callApiPage(heads.list, { ...filters }, paging, { fallbackMessage: texts.fetchFailed, signal }) as Promise<{ items: Row[]; total: number }>,
        }),
      ),
    /**
     * Makes a record; the answer (201) is the record as saved. Without a connection it waits on the device and is
     * sent when the connection returns, with the date the form showed (the day it happened, not the day it is sent).
     */
    useCreate() {
      const queryClient = useQueryClient();
      return useOfflineWrite<Input & { attachments?: File[] }, Row>({
        write: ({ attachments: _attachments, ...input }) => ({
          ...(requestOf(heads.create, input as Input) as { method: 'POST'; path: string; body: unknown }),
          fallbackMessage: texts.createFailed,
          summary: definition.summary(input as Input, cachedHorseName(queryClient, input.horseId)),
        }),
        // Each document follows the record, to the path of the id the server makes for it.
        followUps: ({ attachments = [], horseId, date }) =>
          attachments.map((file) => ({
            method: 'POST' as const,
            path: definition.documents!.addDocument.http.path,
            files: [{ field: 'file', name: file.name, type: file.type, data: file }],
            fallbackMessage: 'Failed to attach the document',
            summary: `Document “${file.name}” for the ${noun} of ${cachedHorseName(queryClient, horseId)}, ${formatDate(date)}`,
          })),
        onError: logged(texts.createFailed),
        onSaved: (record) => {
          queryClient.setQueryData(keys.detail(record.id), record);
          invalidateAfterChange(queryClient);
        },
      });
    },
    /**
     * Replaces every field of a record, with the version it was read at, so a record changed since is refused
     * rather than overwritten; the answer is the record as saved. Without a connection it waits on the device.
     */
    useUpdate() {
      const queryClient = useQueryClient();
      return useOfflineWrite<{ id: string; record: Input & { version?: number } }, Row>({
        write: ({ id, record }) => ({
          ...(requestOf(heads.update, { id, [heads.update.http.bodyField]: record } as never) as { method: 'PUT'; path: string; body: unknown }),
          fallbackMessage: texts.updateFailed,
          summary: `Changes to the ${noun} for ${cachedHorseName(queryClient, record.horseId)}, ${formatDate(record.date)}`,
          fields: definition.conflictFields,
        }),
        onError: logged(texts.updateFailed),
        onSaved: (record) => {
          queryClient.setQueryData(keys.detail(record.id), record);
          invalidateAfterChange(queryClient);
        },
      });
    },
    /**
     * Deletes a record, naming the version the user saw (refused when it changed since). The deleted record itself
     * is not asked for again (it would answer 404 on the page still showing it): the page drops it once it has left.
     */
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, version }: { id: string; version?: number }) =>
          callApi(heads.remove, { id, version } as never, { fallbackMessage: texts.deleteFailed }),
        onError: (err, { id }) => {
          logged(texts.deleteFailed)(err);
          // Changed by someone else since the page was opened: the page shows it as it is now.
          if (isConflict(err)) void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
        },
        onSuccess: (_answer, { id }) => invalidateAfterChange(queryClient, keys.detail(id)),
      });
    },
  };
  return client as unknown as RecordKindClient;
}

/** The words a kind's screens say, made from its noun. */
export type RecordKindTexts = ReturnType<typeof textsOf>;

/**
 * A kind of record as the kit's screens take it, whatever its fields: what `defineRecordKindClient` answers, seen
 * through the fields every kind has. (Methods, so that a kind's own, narrower types fit.)
 */
export interface RecordKindClient {
  name: string;
  noun: string;
  counted: readonly [string, string];
  createLabel: string;
  searchLabel: string;
  logFailures?: boolean;
  pages: RecordPages;
  inputSchema: ZodObject;
  documents?: RecordDocumentHeads;
  Fields: ComponentType;
  conflictFields: Record<string, string>;
  columns: ColumnsType<RecordRow>;
  texts: RecordKindTexts;
  keys: ReturnType<typeof recordKeys>;
  empty(): Record<string, unknown>;
  valuesOf(record: RecordRow): RecordFormValues;
  inputOf(values: RecordFormValues): Record<string, unknown>;
  details(record: RecordRow): ReactNode;
  /** After a change: the kind's lists reload, and the horses are marked stale. */
  invalidateAfterChange(queryClient: QueryClient, deleted?: QueryKey): void;
  useRecord(id: string): UseQueryResult<RecordRow>;
  useHorseRecords(horseId: string): UseQueryResult<RecordRow[]>;
  useSearch(filters: RecordFilters): { list: UseQueryResult<{ items: RecordRow[]; total: number }>; pagination: TablePaginationConfig };
  useCreate(): UseMutationResult<WriteOutcome<RecordRow>, Error, Record<string, unknown> & { attachments?: File[] }>;
  useUpdate(): UseMutationResult<WriteOutcome<RecordRow>, Error, { id: string; record: Record<string, unknown> & { horseId: string; version?: number } }>;
  useDelete(): UseMutationResult<unknown, Error, { id: string; version?: number }>;
}
