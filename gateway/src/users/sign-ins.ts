import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type AuthResponse,
  type LoginRequest,
  SESSION_ADDRESS_MAX_LENGTH,
  SESSION_USER_AGENT_MAX_LENGTH,
  USER_OPERATIONS,
  type User,
} from '@remuda/contracts';
import { MessageClient } from '@remuda/service-kit';
import { Sessions } from '../auth/session.js';
import { SessionView } from '../auth/session-view.js';
import { SignInThrottle } from '../auth/sign-in-throttle.js';

const OPS = USER_OPERATIONS;

/** Signing in and starting a session: what the API's sign-in and registration and the posted sign-in form share. */
@Injectable()
export class SignIns {
  constructor(
    private readonly messages: MessageClient,
    private readonly sessions: Sessions,
    private readonly throttle: SignInThrottle,
    private readonly view: SessionView,
  ) {}

  /** Checks the password (each account and address waiting longer after failures) and starts a session. */
  async signIn(input: LoginRequest, req: Request, res: Response): Promise<AuthResponse> {
    await this.throttle.admit(input.email, req.ip, res);
    const user = await this.messages.request(OPS.verifyCredentials, input);
    await this.throttle.succeeded(input.email, req.ip);
    return this.startSession(req, res, user);
  }

  /**
   * Records a session for the account with the users service and issues its token. The answer carries the
   * account's state, which this replica's view takes at once: the next request may come before the event does.
   */
  async startSession(req: Request, res: Response, user: User): Promise<AuthResponse> {
    const exp = this.sessions.expiry();
    const session = await this.messages.request(OPS.startSession, {
      accountId: user.id,
      expiresAt: new Date(exp * 1000).toISOString(),
      userAgent: req.get('user-agent')?.slice(0, SESSION_USER_AGENT_MAX_LENGTH) || null,
      address: req.ip?.slice(0, SESSION_ADDRESS_MAX_LENGTH) || null,
    });
    this.view.account(session.account);
    const identity: User = { id: user.id, email: user.email, role: session.account.role };
    const token = this.sessions.issue(identity, { id: session.id, sessionVersion: session.account.sessionVersion, exp });
    this.sessions.setCookie(res, token);
    return { token, user: identity };
  }
}
