import { describeRanchExport } from './ranch-export.js';
import { describeImportFailure, describeImportJobs } from './import-jobs.js';
import { describeRanchImport } from './ranch-import.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

// The embedded mode: every service in this process, SQLite, media on disk.
let platform: Awaited<ReturnType<typeof startTestPlatform>>;

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
}, 60_000);
afterAll(() => platform?.stop());

describeRanchExport(() => platform);
describeRanchImport(() => platform);
describeImportJobs(() => platform);
describeImportFailure(() => platform);
