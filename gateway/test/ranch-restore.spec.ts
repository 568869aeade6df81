import { describeRanchRestore } from './ranch-restore.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

// The embedded mode: every service in this process, SQLite, media on disk; each install in a data folder of its own.
describeRanchRestore(() => startTestPlatform({}, ALL_SERVICES));
