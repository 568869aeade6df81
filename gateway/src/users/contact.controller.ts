import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONTACT_OPERATIONS } from '@remuda/contracts';
import { CONFIG, type Config, MessageClient } from '@remuda/service-kit';
import { type Input, Route, RouteInput } from '../http/route.js';
import { RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';

const OPS = CONTACT_OPERATIONS;

/**
 * The contact form, which anyone may send (so often per network address: REMUDA_CONTACT_LIMIT per
 * REMUDA_CONTACT_WINDOW_SECONDS), and the staff inbox it fills.
 */
@Controller()
export class ContactController {
  constructor(
    private readonly messages: MessageClient,
    private readonly store: RateLimitStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Only a request that passes validation counts: a visitor correcting a mistake does not use up the limit. */
  @Route(OPS.submit)
  async submit(@RouteInput() input: Input<typeof OPS.submit>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    const { limit, windowSeconds } = this.config.contactRateLimit;
    const { count, resetInMs } = await this.store.hit(`contact-address:${req.ip ?? 'unknown'}`, windowSeconds * 1000);
    if (count > limit) {
      throw tooManyRequests(res, resetInMs, 'contact', (wait) =>
        `You have sent several messages in a short time. Please try again in ${wait}.`);
    }
    return this.messages.request(OPS.submit, input);
  }
}
