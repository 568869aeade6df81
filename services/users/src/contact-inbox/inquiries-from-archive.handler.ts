import { Controller } from '@nestjs/common';
import { type ArchiveLoaded, CONTACT_OPERATIONS, type OperationInput } from '@remuda/contracts';
import { Handles, Writes, idsHere, insertRows, itemsToAdd } from '@remuda/service-kit';
import { ContactRequestEntity } from '../contact-requests/contact-request.entity.js';

/**
 * An archive's inquiries put back as they were (id, fields, when received, status, when answered) by an
 * administrator restoring a ranch, in one transaction; an id already here is left as it is and counted as present
 * (one twice in the call is refused). No `contact.request.received` goes out: they are old, and staff are not mailed again.
 */
@Controller()
export class InquiriesFromArchiveHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(CONTACT_OPERATIONS.fromArchive)
  fromArchive({ items }: OperationInput<typeof CONTACT_OPERATIONS.fromArchive>): Promise<ArchiveLoaded> {
    return this.writes.run(async ({ em }) => {
      const added = itemsToAdd(items, await idsHere(em, ContactRequestEntity, items), 'inquiry', (item) =>
        Object.assign(new ContactRequestEntity(), item, { id: item.id.toLowerCase() }),
      );
      await insertRows(em, ContactRequestEntity, added);
      return { added: added.length, present: items.length - added.length };
    });
  }
}
