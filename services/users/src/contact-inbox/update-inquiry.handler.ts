import { Controller } from '@nestjs/common';
import { CONTACT_OPERATIONS, type Inquiry, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { ContactRequestEntity } from '../contact-requests/contact-request.entity.js';
import { inquiryNotFound, toInquiry } from '../contact-requests/contact-request-store.js';

/** Staff mark a request answered (noting when), or back to new when it still wants an answer. */
@Controller()
export class UpdateInquiryHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(CONTACT_OPERATIONS.update)
  update({ id, status }: OperationInput<typeof CONTACT_OPERATIONS.update>): Promise<Inquiry> {
    return this.writes.run(async ({ em }) => {
      const request = await em.findOneBy(ContactRequestEntity, { id: id.toLowerCase() });
      if (!request) throw inquiryNotFound();
      if (request.status !== status) {
        request.status = status;
        request.answeredAt = status === 'answered' ? new Date().toISOString() : null;
        await em.save(request);
      }
      return toInquiry(request);
    });
  }
}
