import type { PipeTransform } from '@nestjs/common';
import { DomainError } from '@remuda/service-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are UUIDs; anything else names nothing that exists, so it is a 404 rather than a validation error. */
export class IdParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new DomainError('NOT_FOUND', 'Not found.');
    return value.toLowerCase();
  }
}
