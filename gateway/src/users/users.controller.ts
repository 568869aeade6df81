import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type Account,
  type Actor,
  type AuthResponse,
  type SessionResponse,
  USERS_PATTERNS,
  type User,
  changeRoleRequestSchema,
  decideRoleRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@remuda/contracts';
import { Access, DomainError, MessageClient } from '@remuda/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { credentialSource } from '../auth/jwt.strategy.js';
import { AuthRateLimited } from '../auth/rate-limit.js';
import { Sessions } from '../auth/session.js';
import { IdParam } from '../http/id-param.pipe.js';
import { ZodBody } from '../http/zod-body.pipe.js';

const P = USERS_PATTERNS;

@Controller('api/users')
export class UsersController {
  constructor(
    private readonly messages: MessageClient,
    private readonly sessions: Sessions,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @AuthRateLimited()
  async login(
    @Body(new ZodBody(loginRequestSchema)) body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const user = await this.messages.request<User>(P.verifyCredentials, body);
    return this.startSession(res, user);
  }

  @Post('register')
  @HttpCode(201)
  @Access('public')
  @AuthRateLimited()
  async register(
    @Body(new ZodBody(registerRequestSchema)) body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const account = await this.messages.request<Account>(P.register, body);
    return this.startSession(res, account);
  }

  @Post('logout')
  @HttpCode(200)
  @Access('public')
  logout(@Res({ passthrough: true }) res: Response): { ok: true } {
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  @Get('profile')
  @Access('signed-in')
  async profile(@CurrentActor() actor: Actor, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Account> {
    const account = await this.currentAccount(actor, req, res);
    if (!account) throw new DomainError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    return account;
  }

  /** What the page asks on every load: the account, or null for a visitor, without a 401 in the console. */
  @Get('session')
  @Access('public')
  async session(@Req() req: Request & { user?: Actor }, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    if (!req.user) {
      // A cookie that no longer verifies (expired, or signed with an old secret) is cleared.
      if (credentialSource(req) === 'cookie') this.sessions.clearCookie(res);
      return { account: null };
    }
    return { account: await this.currentAccount(req.user, req, res) };
  }

  @Get()
  @Access('admin')
  list(): Promise<Account[]> {
    return this.messages.request<Account[]>(P.list, {});
  }

  @Put(':id/role')
  @Access('admin')
  changeRole(
    @Param('id', new IdParam()) id: string,
    @Body(new ZodBody(changeRoleRequestSchema)) body: { role: string },
  ): Promise<Account> {
    return this.messages.request<Account>(P.changeRole, { id, ...body });
  }

  @Post(':id/role-request')
  @HttpCode(200)
  @Access('admin')
  decideRoleRequest(
    @Param('id', new IdParam()) id: string,
    @Body(new ZodBody(decideRoleRequestSchema)) body: { decision: string },
  ): Promise<Account> {
    return this.messages.request<Account>(P.decideRoleRequest, { id, ...body });
  }

  /**
   * The actor's account as it is now. A deleted account ends the session; when an administrator has changed the
   * role since sign-in, a browser session is renewed with the current role so the change takes effect at once.
   */
  private async currentAccount(actor: Actor, req: Request, res: Response): Promise<Account | null> {
    let account: Account;
    try {
      account = await this.messages.request<Account>(P.get, { id: actor.id });
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
