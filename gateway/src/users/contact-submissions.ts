import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONTACT_OPERATIONS, type OperationInput } from '@remuda/contracts';
import { CONFIG, type Config, MessageClient } from '@remuda/service-kit';
import { RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';

const OPS = CONTACT_OPERATIONS;

/**
 * Sends a checked contact request, so often per network address (REMUDA_CONTACT_LIMIT per
 * REMUDA_CONTACT_WINDOW_SECONDS): what the API's route and the posted contact form share. Only a request that passes
 * validation counts, so a visitor correcting a mistake does not use up the limit.
 */
@Injectable()
export class ContactSubmissions {
  constructor(
    private readonly messages: MessageClient,
    private readonly store: RateLimitStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async send(input: OperationInput<typeof OPS.submit>, req: Request, res: Response): Promise<{ ok: true }> {
    const { limit, windowSeconds } = this.config.contactRateLimit;
    const { count, resetInMs } = await this.store.hit(`contact-address:${req.ip ?? 'unknown'}`, windowSeconds * 1000);
    if (count > limit) {
      throw tooManyRequests(res, resetInMs, 'contact', (wait) =>
        `You have sent several messages in a short time. Please try again in ${wait}.`);
    }
    return this.messages.request(OPS.submit, input);
  }
}
