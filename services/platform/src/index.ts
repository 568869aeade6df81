export { runPlatform, type RunningPlatform } from './run-platform.js';
export { rebuildHistoryStore } from './rebuild-history-store.js';
export { TARGET_STARTERS, loadService, type Starter } from './targets.js';
