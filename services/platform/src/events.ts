#!/usr/bin/env node
// The platform's event tool: `npm run events -- dead-letters ...` or `npm run events -- history rebuild` runs this,
// and so does the image (`node services/platform/dist/events.js ...`). Configured by the platform's own environment.
import 'reflect-metadata';
import { SERVICE_TARGETS } from '@remuda/contracts';
import { ConfigError, loadConfig, runEventsTool } from '@remuda/service-kit';
import { rebuildHistoryStore } from './rebuild-history-store.js';

try {
  process.exitCode = await runEventsTool(process.argv.slice(2), { config: loadConfig(), services: SERVICE_TARGETS, rebuilds: { history: rebuildHistoryStore } });
} catch (err) {
  process.stderr.write(`${err instanceof ConfigError ? err.message : `The events tool failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exitCode = 1;
}
