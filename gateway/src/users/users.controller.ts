import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type Account,
  type Actor,
  type AuthResponse,
  type SessionResponse,
  USER_OPERATIONS,
  USER_ROUTES,
  type User,
} from '@remuda/contracts';
import { DomainError, MessageClient } from '@remuda/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { credentialSource } from '../auth/jwt.strategy.js';
import { AuthRateLimited } from '../auth/rate-limit.js';
import { Sessions } from '../auth/session.js';
import { type Input, Route, RouteInput } from '../http/route.js';

const OPS = USER_OPERATIONS;

@Controller()
export class UsersController {
  constructor(
    private readonly messages: MessageClient,
    private readonly sessions: Sessions,
  ) {}

  @Route(OPS.verifyCredentials)
  @AuthRateLimited()
  async login(@RouteInput() input: Input<typeof OPS.verifyCredentials>, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    return this.startSession(res, await this.messages.request(OPS.verifyCredentials, input));
  }

  @Route(OPS.register)
  @AuthRateLimited()
  async register(@RouteInput() input: Input<typeof OPS.register>, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    return this.startSession(res, await this.messages.request(OPS.register, input));
  }

  @Route(USER_ROUTES.logout)
  logout(@Res({ passthrough: true }) res: Response): { ok: true } {
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  @Route(USER_ROUTES.profile)
  async profile(@CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Account> {
    const account = await this.currentAccount(actor, req, res);
    if (!account) throw new DomainError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    return account;
  }

  /** What the page asks on every load: the account, or null for a visitor, without a 401 in the console. */
  @Route(USER_ROUTES.session)
  async session(@Req() req: Request & { user?: Actor }, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    if (!req.user) {
      // A cookie that no longer verifies (expired, or signed with an old secret) is cleared.
      if (credentialSource(req) === 'cookie') this.sessions.clearCookie(res);
      return { account: null };
    }
    return { account: await this.currentAccount(req.user, req, res) };
  }

  @Route(OPS.list)
  list(@RouteInput() input: Input<typeof OPS.list>): Promise<Account[]> {
    return this.messages.request(OPS.list, input);
  }

  @Route(OPS.changeRole)
  changeRole(@RouteInput() input: Input<typeof OPS.changeRole>): Promise<Account> {
    return this.messages.request(OPS.changeRole, input);
  }

  @Route(OPS.decideRoleRequest)
  decideRoleRequest(@RouteInput() input: Input<typeof OPS.decideRoleRequest>): Promise<Account> {
    return this.messages.request(OPS.decideRoleRequest, input);
  }

  /**
   * The actor's account as it is now. A deleted account ends the session; when an administrator has changed the
   * role since sign-in, a browser session is renewed with the current role so the change takes effect at once.
   */
  private async currentAccount(actor: Actor, req: Request, res: Response): Promise<Account | null> {
    let account: Account;
    try {
      account = await this.messages.request(OPS.get, { id: actor.id });
    } catch (err) {
      if (err instanceof DomainError && err.code === 'USER_NOT_FOUND') {
        this.sessions.clearCookie(res);
        return null;
      }
      throw err;
    }
    if (account.role !== actor.role && credentialSource(req) === 'cookie') {
      this.sessions.setCookie(res, this.sessions.issue({ id: account.id, email: account.email, role: account.role }));
    }
    return account;
  }

  private startSession(res: Response, user: User): AuthResponse {
    const identity: User = { id: user.id, email: user.email, role: user.role };
    const token = this.sessions.issue(identity);
    this.sessions.setCookie(res, token);
    return { token, user: identity };
  }
}
