import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTACT_OPERATIONS, type Inquiry, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { ContactRequestEntity } from '../contact-requests/contact-request.entity.js';
import { inquiryNotFound, toInquiry } from '../contact-requests/contact-request-store.js';

/** Staff mark a request answered (noting when), or back to new when it still wants an answer. */
@Controller()
export class UpdateInquiryHandler {
  constructor(private readonly dataSource: DataSource) {}

  @Handles(CONTACT_OPERATIONS.update)
  async update({ id, status }: OperationInput<typeof CONTACT_OPERATIONS.update>): Promise<Inquiry> {
    const repository = this.dataSource.getRepository(ContactRequestEntity);
    const request = await repository.findOneBy({ id: id.toLowerCase() });
    if (!request) throw inquiryNotFound();
    if (request.status !== status) {
      request.status = status;
      request.answeredAt = status === 'answered' ? new Date().toISOString() : null;
      await repository.save(request);
    }
    return toInquiry(request);
  }
}
