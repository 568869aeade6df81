import { Controller, Header, Inject } from '@nestjs/common';
import { PLATFORM_ROUTES, type RemoteRegistry } from '@remuda/contracts';
import { CONFIG, type Config } from '@remuda/service-kit';
import { Route } from '../http/route.js';
import { remoteRegistry } from './remote-registry.js';

@Controller()
export class RemotesController {
  private readonly registry: RemoteRegistry;

  constructor(@Inject(CONFIG) config: Config) {
    this.registry = remoteRegistry(config);
  }

  @Route(PLATFORM_ROUTES.remotes)
  @Header('Cache-Control', 'no-cache')
  get(): RemoteRegistry {
    return this.registry;
  }
}
