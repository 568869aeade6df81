import { describeApiFuzz } from './api-fuzz.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

let platform: Awaited<ReturnType<typeof startTestPlatform>>;

beforeAll(async () => {
  // Limits high enough that the generated sign-ins and contact requests are judged rather than counted out.
  platform = await startTestPlatform({ REMUDA_AUTH_IP_LIMIT: '100000', REMUDA_CONTACT_LIMIT: '100000' }, ALL_SERVICES);
});
afterAll(async () => {
  await platform?.stop();
});

describeApiFuzz(() => ({ baseUrl: platform.baseUrl }));
