import type { ServiceDefinition } from '@remuda/service-kit';
import { ActivityModule } from './activity.module.js';

export { ActivityModule, ACTIVITY_ENTITIES, ACTIVITY_MIGRATIONS } from './activity.module.js';
export { HistoryEntryEntity } from './history/history-entry.entity.js';
export { HistorySnapshotEntity } from './history/history-snapshot.entity.js';
export { HISTORY_EVENTS, LEFT_OUT_OF_HISTORY, isSecretField } from './history/history-events.js';
export { HISTORY_CONSUMER, type RebuildReport, rebuildHistory } from './rebuild/rebuild-history.js';

export const activityService: ServiceDefinition = { name: 'activity', module: ActivityModule };

/** Every service package exports its definition as `service`: the platform starts those of the domain manifest by it. */
export { activityService as service };
