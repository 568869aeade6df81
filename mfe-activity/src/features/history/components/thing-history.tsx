import { useState } from 'react';
import type { RemoteSlots } from '@remuda/shell-kit';
import { useThingHistory } from '../api/get-history';
import { HistoryList } from './history-list';

/**
 * The history panel of a record's edit page (every kind of record's, through the shell kit's RemoteSlot
 * `activity/thing-history`): the record's changes, newest first.
 */
export default function ThingHistory({ thingId }: RemoteSlots['activity/thing-history']) {
  const [page, setPage] = useState(1);
  return <HistoryList query={useThingHistory(thingId, page)} page={page} onPage={setPage} label="Changes to this record, newest first" />;
}
