import type { AccountState } from '@remuda/contracts';
import { SessionView } from '../src/auth/session-view.js';

const state = (overrides: Partial<AccountState> = {}): AccountState => ({
  id: 'a1',
  role: 'ADMIN',
  disabled: false,
  sessionVersion: 1,
  changedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const loadedView = (...accounts: AccountState[]) => {
  const view = new SessionView();
  view.load({ accounts, revoked: [] }, 0, 0);
  return view;
};

describe('the view of sessions', () => {
  it('judges nothing until a snapshot is loaded', () => {
    expect(new SessionView().loaded).toBe(false);
    expect(loadedView().loaded).toBe(true);
  });

  it('answers the account’s current role, whatever the token said', () => {
    const view = loadedView(state());
    view.account(state({ role: 'USER', changedAt: '2026-11-20T10:00:00.000Z' }));
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'USER' });
  });

  it('refuses a disabled account even with a current session version, an older version, a signed-out session, an unknown account', () => {
    expect(loadedView(state({ disabled: true })).check('a1', 's1', 1)).toEqual({ ok: false, reason: 'disabled' });
    expect(loadedView(state({ sessionVersion: 2 })).check('a1', 's1', 1)).toEqual({ ok: false, reason: 'ended' });
    const view = loadedView(state());
    view.revoke('s1', 60_000);
    expect(view.check('a1', 's1', 1)).toEqual({ ok: false, reason: 'signed-out' });
    expect(view.check('a1', 's2', 1)).toEqual({ ok: true, role: 'ADMIN' });
    expect(view.check('nobody', 's3', 1)).toEqual({ ok: false, reason: 'unknown-account' });
  });

  it('ignores an older state that arrives after a newer one', () => {
    const view = loadedView(state({ role: 'USER', changedAt: '2026-11-20T10:00:00.000Z' }));
    view.account(state({ role: 'ADMIN', changedAt: '2026-11-20T09:30:00.000Z' }));
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'USER' });
  });

  it('on a reload, forgets accounts that are gone but keeps one learned while the snapshot was on its way', () => {
    const view = loadedView(state({ id: 'gone' }));
    view.account(state({ id: 'new', role: 'USER' }), 11);
    view.load({ accounts: [state()], revoked: [] }, 10, 12);
    expect(view.check('gone', 's1', 1).ok).toBe(false);
    expect(view.check('new', 's2', 1)).toEqual({ ok: true, role: 'USER' });
    expect(view.check('a1', 's3', 1).ok).toBe(true);
  });

  it('forgets signed-out sessions once their tokens have expired anyway', () => {
    const view = loadedView(state());
    view.revoke('s1', 1_000);
    view.prune(2_000);
    expect(view.check('a1', 's1', 1).ok).toBe(true);
  });
});
