import type { EventStoreRebuild } from '@remuda/service-kit';

/** `npm run events -- history rebuild`: the activity service's history made again from the events still held. */
export const rebuildHistoryStore: EventStoreRebuild = async (config, events) => {
  const { rebuildHistory } = await import('@remuda/activity');
  const report = await rebuildHistory(config, events);
  return [
    `Rebuilt the history from ${report.read} events${report.since ? ` since ${report.since}` : ''}: ${report.kept} kept.`,
    ...report.unreadable.map((why) => `Not read: ${why}`),
  ];
};
