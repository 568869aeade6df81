import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { CONFIG, type Config } from '@remuda/service-kit';
import { type Backoff, RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';

/**
 * Failed sign-ins to one account from one network address wait longer and longer: after REMUDA_LOGIN_FAILURE_LIMIT
 * of them, one second, doubling with each further attempt up to REMUDA_LOGIN_FAILURE_WINDOW_SECONDS. The key holds
 * the address as well as the account, so a stranger guessing from elsewhere never makes the owner wait; every
 * attempt is counted before the password is checked, so parallel guesses cannot slip through together. A
 * successful sign-in starts that account and address afresh. Addresses without an account are throttled alike,
 * so the waits do not tell which accounts exist.
 */
@Injectable()
export class SignInThrottle {
  private readonly backoff: Backoff;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(CONFIG) config: Config,
  ) {
    const { failureLimit, failureWindowSeconds } = config.authRateLimit;
    this.backoff = { free: failureLimit, firstWaitMs: 1000, maxWaitMs: failureWindowSeconds * 1000, forgetAfterMs: failureWindowSeconds * 1000 };
  }

  /** Counts a sign-in to `email` from `address`, or refuses it with 429 while its wait lasts. */
  async admit(email: string, address: string | undefined, res: Response): Promise<void> {
    const wait = await this.store.attempt(key(email, address), this.backoff);
    if (wait > 0) {
      throw tooManyRequests(res, wait, 'account', (words) => `Too many failed sign-in attempts for this account. Please try again in ${words}.`);
    }
  }

  succeeded(email: string, address: string | undefined): Promise<void> {
    return this.store.clear(key(email, address));
  }
}

const key = (email: string, address: string | undefined) => `sign-in:${email}|${address ?? 'unknown'}`;
