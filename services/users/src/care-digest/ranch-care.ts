import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Actor, CARE_DUE_PAGE_LIMIT, CARE_OPERATIONS, type CareDue, type CareSettings } from '@remuda/contracts';
import { MessageClient, runInRequestContext } from '@remuda/service-kit';

/**
 * The horses service's care plan as the digest reads it, over its operations: the settings (time zone, digest
 * hour) and today's care list. Both are staff's, so each is read as a staff account.
 */
@Injectable()
export class RanchCare {
  constructor(private readonly messages: MessageClient) {}

  settings(reader: Actor): Promise<CareSettings> {
    return readAs(reader, () => this.messages.request(CARE_OPERATIONS.settings, {}));
  }

  /** Today's whole care list: the first page of every group, then the rest of any larger group, a page at a time. */
  due(reader: Actor): Promise<CareDue> {
    return readAs(reader, async () => {
      const due = await this.messages.request(CARE_OPERATIONS.due, { limit: CARE_DUE_PAGE_LIMIT });
      for (const group of due.groups) {
        while (group.items.length < group.total) {
          const page = await this.messages.request(CARE_OPERATIONS.due, { kind: group.kind, limit: CARE_DUE_PAGE_LIMIT, offset: group.items.length });
          const more = page.groups[0]?.items ?? [];
          // The list shrank meanwhile (a record, a new day): what was read is the list.
          if (more.length === 0) break;
          group.items.push(...more);
        }
      }
      return due;
    });
  }
}

function readAs<T>(reader: Actor, read: () => Promise<T>): Promise<T> {
  return runInRequestContext({ correlationId: `care-digest-${randomUUID()}`, actor: reader }, read);
}
