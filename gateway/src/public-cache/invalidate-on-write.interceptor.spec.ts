import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of, throwError } from 'rxjs';
import { HORSE_OPERATIONS, type Operation, RIDING_OPERATIONS, USER_OPERATIONS, apiRoute } from '@remuda/contracts';
import { ROUTE_KEY } from '../http/route.js';
import { InvalidateOnWrite } from './invalidate-on-write.interceptor.js';
import { PublicChanges } from './public-changes.js';

/** A handler mounted at the operation's route, as @Route leaves it. */
function contextFor(operation: Operation): ExecutionContext {
  const handler = () => undefined;
  Reflect.defineMetadata(ROUTE_KEY, apiRoute(operation), handler);
  return { getHandler: () => handler } as unknown as ExecutionContext;
}

describe('InvalidateOnWrite', () => {
  const changes = new PublicChanges();
  const interceptor = new InvalidateOnWrite(new Reflector(), changes);
  const answered: CallHandler = { handle: () => of({ ok: true }) };

  async function changesMadeBy(operation: Operation, next: CallHandler = answered): Promise<number> {
    const before = changes.generation;
    await lastValueFrom(interceptor.intercept(contextFor(operation), next)).catch(() => undefined);
    return changes.generation - before;
  }

  it('counts a successful write to horses or rides as a change before its answer goes out', async () => {
    for (const operation of [HORSE_OPERATIONS.update, HORSE_OPERATIONS.create, HORSE_OPERATIONS.removeMedia, RIDING_OPERATIONS.create, RIDING_OPERATIONS.remove]) {
      expect(await changesMadeBy(operation)).toBe(1);
    }
  });

  it('leaves reads, failed writes and other domains alone', async () => {
    expect(await changesMadeBy(HORSE_OPERATIONS.list)).toBe(0);
    expect(await changesMadeBy(RIDING_OPERATIONS.get)).toBe(0);
    expect(await changesMadeBy(USER_OPERATIONS.register)).toBe(0);
    expect(await changesMadeBy(HORSE_OPERATIONS.update, { handle: () => throwError(() => new Error('refused')) })).toBe(0);
  });
});
