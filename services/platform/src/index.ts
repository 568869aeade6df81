export { runPlatform, type RunningPlatform } from './run-platform.js';
export { TARGET_STARTERS, loadService, type Starter } from './targets.js';
