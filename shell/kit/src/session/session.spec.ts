import { QueryClient } from '@tanstack/react-query';
import type { Account } from '@remuda/contracts';
import { mockApi, testAccount } from '../testing';
import { forgetPendingSignOut, sessionQuery, signOutOnServer } from './session';

const trainer: Account = testAccount('TRAINER');

/** The gateway as it behaves: the cookie names the trainer's session until a sign-out ends it. */
function server() {
  let signedIn = true;
  return mockApi({
    'GET /api/users/session': () => ({ body: { account: signedIn ? trainer : null } }),
    'POST /api/users/logout': () => {
      signedIn = false;
      return { body: { ok: true } };
    },
  });
}

const noSignal = () => {
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
};

const readSession = () => new QueryClient().fetchQuery(sessionQuery);

describe('the session on this device', () => {
  it('reads as signed out after a sign-out made without signal, and sends that sign-out before asking who is signed in', async () => {
    noSignal();
    await expect(signOutOnServer()).rejects.toMatchObject({ status: 0 });
    // Still without signal: nobody is signed in on this device.
    expect(await readSession()).toBeNull();

    const { requests } = server();
    expect(await readSession()).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/users/logout', 'GET /api/users/session']);

    // Sent once: the next read only asks.
    await readSession();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('keeps the sign-out to send when the server failed, and forgets it once answered', async () => {
    const failing = mockApi({ 'POST /api/users/logout': { status: 503 } });
    await expect(signOutOnServer()).rejects.toMatchObject({ status: 503 });
    expect(failing.requests).toHaveLength(1);

    const { requests } = server();
    expect(await readSession()).toBeNull();
    expect(requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('asks the server alone when no sign-out waits, and after a new sign-in replaced the session', async () => {
    noSignal();
    await expect(signOutOnServer()).rejects.toMatchObject({ status: 0 });
    forgetPendingSignOut();

    const { requests } = server();
    expect(await readSession()).toEqual(trainer);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/users/session']);
  });
});
