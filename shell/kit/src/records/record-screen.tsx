import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRefreshingKeptAnswer } from '../offline/is-refreshing-kept-answer';
import { PageSpinner } from '../ui/page-spinner';
import { useDocumentTitle } from '../ui/use-document-title';
import { RecordLoadFailure } from './record-load-failure';
import type { RecordKindClient } from './record-kind';
import { RecordsPageStyles } from './records-page-styles';

interface RecordScreenProps<T> {
  /** The page's heading and title: 'Edit Riding Log'. */
  title: string;
  /** The record's query. */
  record: UseQueryResult<T>;
  /** What the spinner says while the record loads: 'Loading the riding log…'. */
  loadingLabel: string;
  /**
   * Wait for a fresh copy when the one at hand was kept from before (an edit form starts from the record as it is
   * now); offline the kept copy is used.
   */
  fresh?: boolean;
  /** The screen's words for a record that could not be loaded, and the way back to its list. */
  failure: { notFoundText: string; fallbackMessage: string; backTo: string; backLabel: string };
  children: (record: T) => ReactNode;
}

/** What a kind's record screen says when the record cannot be loaded, and the way back to its list. */
export function recordFailure(kind: RecordKindClient, deleting: boolean): RecordScreenProps<unknown>['failure'] {
  return { notFoundText: kind.texts.notFound(deleting), fallbackMessage: kind.texts.fetchFailed, backTo: kind.pages.list.path, backLabel: `Back to ${kind.texts.pluralTitle}` };
}

/**
 * The frame of a staff screen about one record (a medical record, a riding log): its heading, a spinner while the
 * record loads, the not-found text or the server's message with a way back when it cannot be loaded, and otherwise
 * the screen's own content.
 */
export function RecordScreen<T>({ title, record, loadingLabel, fresh = false, failure, children }: RecordScreenProps<T>) {
  useDocumentTitle(title);
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {record.isPending || (fresh && isRefreshingKeptAnswer(record)) ? (
        <PageSpinner label={loadingLabel} />
      ) : record.isError ? (
        <RecordLoadFailure error={record.error} {...failure} />
      ) : (
        children(record.data)
      )}
    </div>
  );
}
