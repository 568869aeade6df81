import { Controller } from '@nestjs/common';
import { In } from 'typeorm';
import { type ArchiveLoaded, CONTACT_OPERATIONS, type OperationInput } from '@remuda/contracts';
import { Handles, Writes, insertRows } from '@remuda/service-kit';
import { ContactRequestEntity } from '../contact-requests/contact-request.entity.js';

/**
 * An archive's inquiries put back as they were (id, fields, when received, status, when answered) by an
 * administrator restoring a ranch, in one transaction; an id already here (or twice in the call) is left as it is
 * and counted as present. No `contact.request.received` goes out: they are old, and staff are not mailed again.
 */
@Controller()
export class InquiriesFromArchiveHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(CONTACT_OPERATIONS.fromArchive)
  fromArchive({ items }: OperationInput<typeof CONTACT_OPERATIONS.fromArchive>): Promise<ArchiveLoaded> {
    return this.writes.run(async ({ em }) => {
      const requests = items.map((item) => Object.assign(new ContactRequestEntity(), item, { id: item.id.toLowerCase() }));
      const here = await em.find(ContactRequestEntity, { select: { id: true }, where: { id: In(requests.map((r) => r.id)) } });
      const present = new Set(here.map((r) => r.id));
      const added: ContactRequestEntity[] = [];
      for (const request of requests) {
        if (present.has(request.id)) continue;
        present.add(request.id);
        added.push(request);
      }
      await insertRows(em, ContactRequestEntity, added);
      return { added: added.length, present: items.length - added.length };
    });
  }
}
