import { useState } from 'react';
import { useThingHistory } from '../api/get-history';
import { HistoryList } from './history-list';

/**
 * The history panel of a record's edit page (every kind of record's, through the shell kit's RemoteSlot
 * `activity/thing-history`): the record's changes, newest first.
 */
/** What the slot takes: the record or ride whose history it shows. */
export interface ThingHistoryProps {
  thingId: string;
}

export default function ThingHistory({ thingId }: ThingHistoryProps) {
  const [page, setPage] = useState(1);
  return <HistoryList query={useThingHistory(thingId, page)} page={page} onPage={setPage} label="Changes to this record, newest first" />;
}
