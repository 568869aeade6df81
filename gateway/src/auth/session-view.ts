import { Injectable } from '@nestjs/common';
import type { AccountState, Role, SessionSnapshot } from '@remuda/contracts';

interface KnownAccount {
  state: AccountState;
  /** This process's clock when the state arrived: a reload keeps what arrived while it was under way. */
  learnedAt: number;
}

/**
 * What became of a state handed to the view: taken; ignored as no newer than the one it holds; or taken, but
 * numbered past the next one, so at least one state was missed on the way (and other events may have been too).
 */
export type StateOutcome = 'taken' | 'stale' | 'gap';

/** What the view makes of a session token's claims. */
export type SessionVerdict = { ok: true; role: Role } | { ok: false; reason: 'unknown-account' | 'disabled' | 'ended' | 'signed-out' };

/**
 * This gateway replica's view of sessions, in memory so checking a token costs no round trip: every account's
 * current role, disabled state and session version, and the sessions signed out one by one (until their tokens
 * would have expired anyway). Filled from a snapshot at start-up and kept current by the users service's events.
 */
@Injectable()
export class SessionView {
  private readonly accounts = new Map<string, KnownAccount>();
  private readonly revoked = new Map<string, number>();
  private loadedAt: number | null = null;

  get loaded(): boolean {
    return this.loadedAt !== null;
  }

  /**
   * Takes a snapshot requested at `requestedAt` (this process's clock). Accounts the snapshot does not name are
   * gone, unless the view learned of them after the request (an account registered meanwhile); for those it
   * names, the higher-numbered state wins, since events may have overtaken the snapshot.
   */
  load(snapshot: SessionSnapshot, requestedAt: number, now = Date.now()): void {
    const named = new Set(snapshot.accounts.map((a) => a.id));
    for (const [id, known] of this.accounts) if (!named.has(id) && known.learnedAt <= requestedAt) this.accounts.delete(id);
    for (const state of snapshot.accounts) this.take(state, now);
    for (const session of snapshot.revoked) this.revoke(session.id, Date.parse(session.expiresAt));
    this.prune(now);
    this.loadedAt = now;
  }

  /**
   * An account's state as the users service committed it. States are numbered by the database in the order their
   * changes committed: one numbered no higher than the state held is ignored, whenever it arrives. One numbered past
   * the next (or, for an account the loaded view has never heard of, past its first) is taken, and reported as a
   * gap: what came between was missed, and the caller reads everything again.
   */
  account(state: AccountState, now = Date.now()): StateOutcome {
    const held = this.accounts.get(state.id)?.state.version;
    if (!this.take(state, now)) return 'stale';
    const next = held === undefined ? 1 : held + 1;
    return this.loaded && state.version > next ? 'gap' : 'taken';
  }

  private take(state: AccountState, now: number): boolean {
    const known = this.accounts.get(state.id);
    if (known && known.state.version >= state.version) return false;
    this.accounts.set(state.id, { state, learnedAt: now });
    return true;
  }

  revoke(sessionId: string, expiresAtMs: number): void {
    this.revoked.set(sessionId, expiresAtMs);
  }

  /** Forgets signed-out sessions whose tokens have expired anyway. */
  prune(now = Date.now()): void {
    for (const [id, expiresAt] of this.revoked) if (expiresAt <= now) this.revoked.delete(id);
  }

  /** Whether a token of this account, session and session version still holds, and with which role. */
  check(accountId: string, sessionId: string, sessionVersion: number): SessionVerdict {
    const known = this.accounts.get(accountId)?.state;
    if (!known) return { ok: false, reason: 'unknown-account' };
    if (known.disabled) return { ok: false, reason: 'disabled' };
    if (sessionVersion < known.sessionVersion) return { ok: false, reason: 'ended' };
    if (this.revoked.has(sessionId)) return { ok: false, reason: 'signed-out' };
    return { ok: true, role: known.role };
  }
}
