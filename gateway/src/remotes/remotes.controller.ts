import { Controller, Header } from '@nestjs/common';
import { PLATFORM_EDGE_ROUTES, type RemoteRegistry } from '@remuda/contracts';
import { Route } from '../http/route.js';
import { LiveRemoteRegistry } from './remote-registry.js';

@Controller()
export class RemotesController {
  constructor(private readonly remotes: LiveRemoteRegistry) {}

  // Never cached: a page load after the registry changes must see the change.
  @Route(PLATFORM_EDGE_ROUTES.remotes)
  @Header('Cache-Control', 'no-cache')
  get(): RemoteRegistry {
    return this.remotes.registry();
  }
}
