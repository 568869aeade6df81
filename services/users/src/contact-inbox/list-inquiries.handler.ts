import { Controller } from '@nestjs/common';
import { CONTACT_OPERATIONS, type InquiryPage, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { ContactRequestStore } from '../contact-requests/contact-request-store.js';

/** The staff inbox: contact requests newest first, filtered by interest and status, paged. */
@Controller()
export class ListInquiriesHandler {
  constructor(private readonly store: ContactRequestStore) {}

  @Handles(CONTACT_OPERATIONS.list)
  list(query: OperationInput<typeof CONTACT_OPERATIONS.list>): Promise<InquiryPage> {
    return this.store.list(query);
  }
}
