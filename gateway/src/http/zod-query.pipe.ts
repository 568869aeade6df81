import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { validate } from '@remuda/contracts';
import { validationFailed } from '@remuda/service-kit';

/** Checks a query string against its contract schema: 400 with one message per parameter when it does not fit. */
export class ZodQuery<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = validate(this.schema, value ?? {});
    if (!result.ok) throw validationFailed(result.errors);
    return result.value;
  }
}
