import type { AccountState } from '@remuda/contracts';
import { SessionView } from '../src/auth/session-view.js';

const state = (overrides: Partial<AccountState> = {}): AccountState => ({
  id: 'a1',
  role: 'ADMIN',
  disabled: false,
  sessionVersion: 1,
  version: 1,
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
    view.account(state({ role: 'USER', version: 2 }));
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

  it('orders an account’s states by their number, never by their instants, and ignores one it already holds', () => {
    const view = loadedView(state({ role: 'USER', version: 5, changedAt: '2026-11-20T09:00:00.000Z' }));
    // Made by a handler whose clock ran ahead, committed before the state the view holds.
    expect(view.account(state({ role: 'ADMIN', version: 4, changedAt: '2026-11-20T10:00:00.000Z' }))).toBe('stale');
    expect(view.account(state({ role: 'ADMIN', version: 5 }))).toBe('stale');
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'USER' });
    expect(view.account(state({ role: 'TRAINER', version: 6, changedAt: '2026-11-20T08:00:00.000Z' }))).toBe('taken');
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'TRAINER' });
  });

  it('takes a state past a missed one but reports the gap, so everything is read again', () => {
    const view = loadedView(state({ role: 'USER', version: 2 }));
    expect(view.account(state({ role: 'TRAINER', version: 4 }))).toBe('gap');
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'TRAINER' });
    // The missed one, arriving late, changes nothing.
    expect(view.account(state({ role: 'ADMIN', version: 3 }))).toBe('stale');
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'TRAINER' });
    // A new account starts at 1: past it, its first states were missed.
    expect(view.account(state({ id: 'new', version: 1 }))).toBe('taken');
    expect(view.account(state({ id: 'newer', version: 2 }))).toBe('gap');
  });

  it('reports no gap before its first snapshot, which is read next anyway', () => {
    const view = new SessionView();
    expect(view.account(state({ version: 7 }))).toBe('taken');
    view.load({ accounts: [state({ role: 'USER', version: 6 })], revoked: [] }, 0, 0);
    expect(view.check('a1', 's1', 1)).toEqual({ ok: true, role: 'ADMIN' });
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
