import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Actor, CARE_OPERATIONS, type CareDue, type CareSettings } from '@remuda/contracts';
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

  due(reader: Actor): Promise<CareDue> {
    return readAs(reader, () => this.messages.request(CARE_OPERATIONS.due, {}));
  }
}

function readAs<T>(reader: Actor, read: () => Promise<T>): Promise<T> {
  return runInRequestContext({ correlationId: `care-digest-${randomUUID()}`, actor: reader }, read);
}
