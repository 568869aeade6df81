import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { validate } from '@remuda/contracts';
import { DomainError, validationFailed } from '@remuda/service-kit';

/** Checks a request body against its contract schema: 400 with one message per field when it does not fit. */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const body = value ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new DomainError('BAD_REQUEST', 'The request body must be a JSON object.');
    }
    const result = validate(this.schema, body);
    if (!result.ok) throw validationFailed(result.errors);
    return result.value;
  }
}
