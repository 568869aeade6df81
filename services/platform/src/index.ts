export { runPlatform, type RunningPlatform } from './run-platform.js';
export { TARGET_STARTERS } from './targets.js';
