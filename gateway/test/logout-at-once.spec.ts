import { SessionFeed } from '../src/auth/session-feed.js';
import { startTestPlatform } from './test-platform.js';

// One gateway in this file: passport keeps one 'jwt' strategy per process, so a second gateway started beside it
// would check every gateway's tokens against its own view of sessions.
let platform: Awaited<ReturnType<typeof startTestPlatform>>;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.stop());

const ended = { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' } };

describe('a gateway replica that logs a session out', () => {
  it('refuses its cookie and its token as soon as it answers, without waiting for the users service’s event', async () => {
    const browser = platform.client();
    await browser.post('/api/users/register', { email: 'logout-at-once@example.com', password: 'saddle-up-early' });
    const token = (await platform.client().login('logout-at-once@example.com', 'saddle-up-early')).body.token as string;
    const cookie = { headers: { cookie: browser.cookie! } };
    const bearer = { cookie: false, headers: { authorization: `Bearer ${token}` } };
    expect((await platform.client().get('/api/users/profile', cookie)).status).toBe(200);
    expect((await platform.client().get('/api/users/profile', bearer)).status).toBe(200);

    // From here on no event of the users service reaches this replica (its feed is down, say): only its own
    // logout can tell it.
    await platform.gateway.app.get(SessionFeed).onApplicationShutdown();

    expect((await browser.post('/api/users/logout')).status).toBe(200);
    expect(await platform.client().get('/api/users/profile', cookie)).toMatchObject(ended);
    expect((await platform.client().post('/api/users/logout', undefined, bearer)).status).toBe(200);
    expect(await platform.client().get('/api/users/profile', bearer)).toMatchObject(ended);
  });
});
