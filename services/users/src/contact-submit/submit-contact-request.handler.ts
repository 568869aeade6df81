import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { CONTACT_EVENTS, CONTACT_OPERATIONS, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { ContactRequestEntity } from '../contact-requests/contact-request.entity.js';
import { toInquiry } from '../contact-requests/contact-request-store.js';

/**
 * A visitor's contact request is kept as `new` and `contact.request.received` goes out with it, in one
 * transaction: staff are told of it (by mail, when the service can send mail) only if it was kept. The visitor
 * learns nothing about it beyond that it arrived. How often an address may send is the gateway's to limit.
 */
@Controller()
export class SubmitContactRequestHandler {
  /** The last time given out: requests that arrive in one millisecond still list in the order they came. */
  private last = 0;

  constructor(private readonly writes: Writes) {}

  @Handles(CONTACT_OPERATIONS.submit)
  submit(fields: OperationInput<typeof CONTACT_OPERATIONS.submit>): Promise<{ ok: true }> {
    return this.writes.run(async ({ em, record }) => {
      const request = Object.assign(new ContactRequestEntity(), {
        ...fields,
        id: randomUUID(),
        receivedAt: this.receivedAt(),
        status: 'new',
        answeredAt: null,
      } satisfies ContactRequestEntity);
      await em.insert(ContactRequestEntity, request);
      await record(CONTACT_EVENTS.received, request.id, toInquiry(request));
      return { ok: true } as const;
    });
  }

  private receivedAt(): string {
    this.last = Math.max(Date.now(), this.last + 1);
    return new Date(this.last).toISOString();
  }
}
