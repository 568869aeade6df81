import { startTestPlatform } from './test-platform.js';

describe('a service that is gone', () => {
  it('makes the calls that need it answer 503 at once', async () => {
    const platform = await startTestPlatform();
    await platform.users.close();
    try {
      const res = await platform.client().post('/api/users/login', { email: 'user@remuda.test', password: 'remuda-demo' });
      expect(res).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      await platform.gateway.close();
    }
  });
});
