import { useState } from 'react';
import { useHorseHistory } from '../api/get-history';
import { HistoryList } from './history-list';

/**
 * The horse detail's History tab, shown by the horses remote through the shell kit's RemoteSlot
 * (`activity/horse-history`): the horse's own changes and those of its media, records and rides, newest first.
 */
/** What the slot takes: the horse whose history it shows. */
export interface HorseHistoryProps {
  horseId: string;
}

export default function HorseHistory({ horseId }: HorseHistoryProps) {
  const [page, setPage] = useState(1);
  return <HistoryList query={useHorseHistory(horseId, page)} page={page} onPage={setPage} label="Changes to this horse, newest first" />;
}
