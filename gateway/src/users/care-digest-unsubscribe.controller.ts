import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CARE_DIGEST_OPERATIONS, careDigestTokenSchema, validate } from '@remuda/contracts';
import { MessageClient, validationFailed } from '@remuda/service-kit';
import { Route } from '../http/route.js';
import { RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';

const OPS = CARE_DIGEST_OPERATIONS;

/**
 * Unsubscribe calls per network address and window: a person clicks once, a mail program's one-click button once
 * per mail; far more is someone guessing tokens.
 */
const UNSUBSCRIBE_LIMIT = 30;
const UNSUBSCRIBE_WINDOW_MS = 10 * 60_000;

/** One text value of the query string or body, else nothing. */
const textOf = (source: unknown, field: string): string | undefined => {
  const value = (source as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Stopping the daily care digest from a mail, without a session: the token comes in the JSON body (the shell's
 * unsubscribe page) or in the query string (the mail's `List-Unsubscribe` address, which a mail program posts to
 * with a form body of its own, RFC 8058). Limited per address like the calendar feed; the users service answers
 * the same for every token.
 */
@Controller()
export class CareDigestUnsubscribeController {
  constructor(
    private readonly messages: MessageClient,
    private readonly store: RateLimitStore,
  ) {}

  @Route(OPS.unsubscribe)
  async unsubscribe(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    const { count, resetInMs } = await this.store.hit(`care-digest-unsubscribe:${req.ip ?? 'unknown'}`, UNSUBSCRIBE_WINDOW_MS);
    if (count > UNSUBSCRIBE_LIMIT) {
      throw tooManyRequests(res, resetInMs, 'care-digest-unsubscribe', (wait) => `Too many requests from your network. Please try again in ${wait}.`);
    }
    const checked = validate(careDigestTokenSchema, { token: textOf(req.body, 'token') ?? textOf(req.query, 'token') });
    if (!checked.ok) throw validationFailed(checked.errors);
    return this.messages.request(OPS.unsubscribe, checked.value);
  }
}
