import { Controller, Inject, Req, Res, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { OPERATIONS, type Operation, apiRoute } from '@remuda/contracts';
import { MessageClient } from '@remuda/service-kit';
import { wholeList } from './every-page.js';
import { pagedList } from './paging.js';
import { ROUTE_KEY, Route, routeInput } from './route.js';

/** The routes a controller's methods answer, by their `@Route` metadata. */
function routesOf(controller: Type): string[] {
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const route = typeof prototype[name] === 'function' ? Reflect.getMetadata(ROUTE_KEY, prototype[name]) : undefined;
    return route ? [`${route.method} ${route.path}`] : [];
  });
}

/**
 * A controller answering every operation exposed over HTTP that none of `handWritten` answers, as its definition
 * says: the route, access, status and Idempotency-Key from the operation, the input checked against its schema
 * (`routeInput`), the answer from the owning service, a page sent as the spec's plain array with its paging
 * headers. So a domain's routes come from its contracts; only a route that composes more than its operation
 * (a horse with its rides, a session, an upload) is written by hand, and a route is never answered twice.
 */
export function forwardedRoutes(handWritten: readonly Type[], operations: readonly Operation[] = OPERATIONS): Type {
  const claimed = new Set(handWritten.flatMap(routesOf));

  @Controller()
  class ForwardedRoutes {
    constructor(@Inject(MessageClient) readonly messages: MessageClient) {}
  }

  for (const operation of operations) {
    if (!operation.http || claimed.has(`${operation.http.method} ${operation.http.path}`)) continue;
    const route = apiRoute(operation);
    const forward = async function (this: ForwardedRoutes, req: Request, res: Response): Promise<unknown> {
      const input = routeInput(route, req);
      if (!route.paged) return this.messages.request(operation, input as never);
      // Without a limit the whole list is answered, read from the service a page at a time.
      const answer = input.limit === undefined ? await wholeList((o, data) => this.messages.request(o, data), operation, input) : await this.messages.request(operation, input as never);
      return pagedList(answer as { items: unknown[]; total: number }, input, req, res);
    };
    const prototype = ForwardedRoutes.prototype as unknown as Record<string, unknown>;
    prototype[operation.pattern] = forward;
    Route(operation)(prototype, operation.pattern, Object.getOwnPropertyDescriptor(prototype, operation.pattern)!);
    Req()(prototype, operation.pattern, 0);
    Res({ passthrough: true })(prototype, operation.pattern, 1);
  }
  return ForwardedRoutes;
}
