import { randomUUID } from 'node:crypto';
import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type Account,
  type ActiveSession,
  type Actor,
  type AuthResponse,
  type SessionResponse,
  USER_OPERATIONS,
  USER_EDGE_ROUTES,
  type User,
} from '@remuda/contracts';
import { DomainError, MessageClient } from '@remuda/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { credentialSource, requestSession } from '../auth/jwt.strategy.js';
import { AuthRateLimited } from '../auth/rate-limit.js';
import { Sessions } from '../auth/session.js';
import { SessionView } from '../auth/session-view.js';
import { type Input, Route, RouteInput } from '../http/route.js';
import { SignIns } from './sign-ins.js';

const OPS = USER_OPERATIONS;

@Controller()
export class UsersController {
  constructor(
    private readonly messages: MessageClient,
    private readonly sessions: Sessions,
    private readonly signIns: SignIns,
    private readonly view: SessionView,
  ) {}

  @Route(OPS.verifyCredentials)
  @AuthRateLimited()
  async login(
    @RouteInput() input: Input<typeof OPS.verifyCredentials>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    return this.signIns.signIn(input, req, res);
  }

  @Route(OPS.register)
  @AuthRateLimited()
  async register(
    @RouteInput() input: Input<typeof OPS.register>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const { account } = await this.messages.request(OPS.register, input);
    if (account) return this.signIns.startSession(req, res, account);
    // The address already has an account (its owner is told by mail). Answered as a new account is, so the answer
    // does not tell which addresses have accounts; its token names an account that does not exist and signs in to
    // nothing.
    const decoy: User = { id: randomUUID(), email: input.email, role: 'USER' };
    const token = this.sessions.issue(decoy, { id: randomUUID(), sessionVersion: 1, exp: this.sessions.expiry() });
    this.sessions.setCookie(res, token);
    return { token, user: decoy };
  }

  /** Ends the session the request presents (cookie or bearer token) on every replica, and clears the cookie. */
  @Route(USER_EDGE_ROUTES.logout)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    this.sessions.clearCookie(res);
    const session = requestSession(req);
    if (session) {
      await this.messages.request(OPS.revokeSession, { id: session.id });
      this.view.revoke(session.id, session.expiresAtMs);
    }
    return { ok: true };
  }

  @Route(OPS.listSessions)
  async listSessions(@Req() req: Request): Promise<ActiveSession[]> {
    const current = requestSession(req)?.id;
    const sessions = await this.messages.request(OPS.listSessions, {});
    return sessions.map((session) => ({ ...session, current: session.id === current }));
  }

  /** Signs out one of the actor's sessions; when it is the one asking, the cookie goes too. */
  @Route(OPS.revokeSession)
  async revokeSession(
    @RouteInput() input: Input<typeof OPS.revokeSession>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ ok: true }> {
    await this.messages.request(OPS.revokeSession, input);
    const current = requestSession(req);
    if (current?.id === input.id) {
      this.view.revoke(current.id, current.expiresAtMs);
      this.sessions.clearCookie(res);
    }
    return { ok: true };
  }

  @Route(OPS.revokeAllSessions)
  async revokeAllSessions(@Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    await this.messages.request(OPS.revokeAllSessions, {});
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  @Route(USER_EDGE_ROUTES.profile)
  async profile(@CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<Account> {
    const account = await this.currentAccount(actor, res);
    if (!account) throw new DomainError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    return account;
  }

  /** What the page asks on every load: the account, or null for a visitor, without a 401 in the console. */
  @Route(USER_EDGE_ROUTES.session)
  async session(@Req() req: Request & { user?: Actor }, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    if (!req.user) {
      // A cookie that no longer verifies (expired, signed with an old secret, its session ended) is cleared; one
      // this replica cannot judge yet (its view of sessions not read) is kept.
      if (credentialSource(req) === 'cookie' && this.view.loaded) this.sessions.clearCookie(res);
      return { account: null };
    }
    return { account: await this.currentAccount(req.user, res) };
  }

  /** The actor's account as it is now. A deleted account ends the session. */
  private async currentAccount(actor: Actor, res: Response): Promise<Account | null> {
    try {
      return await this.messages.request(OPS.get, { id: actor.id });
    } catch (err) {
      if (err instanceof DomainError && err.code === 'USER_NOT_FOUND') {
        this.sessions.clearCookie(res);
        return null;
      }
      throw err;
    }
  }
}
