import { useState } from 'react';
import type { RemoteSlots } from '@remuda/shell-kit';
import { useHorseHistory } from '../api/get-history';
import { HistoryList } from './history-list';

/**
 * The horse detail's History tab, shown by the horses remote through the shell kit's RemoteSlot
 * (`activity/horse-history`): the horse's own changes and those of its media, records and rides, newest first.
 */
export default function HorseHistory({ horseId }: RemoteSlots['activity/horse-history']) {
  const [page, setPage] = useState(1);
  return <HistoryList query={useHorseHistory(horseId, page)} page={page} onPage={setPage} label="Changes to this horse, newest first" />;
}
