import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Actor } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';

/** The verified actor of a route that requires a session. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<{ user?: Actor }>().user;
  if (!actor) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  return actor;
});
