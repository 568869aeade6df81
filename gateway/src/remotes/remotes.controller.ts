import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RemoteRegistry } from '@remuda/contracts';
import { Access, CONFIG, type Config } from '@remuda/service-kit';
import { remoteRegistry } from './remote-registry.js';

@Controller('api/remotes')
export class RemotesController {
  private readonly registry: RemoteRegistry;

  constructor(@Inject(CONFIG) config: Config) {
    this.registry = remoteRegistry(config);
  }

  @Get()
  @Access('public')
  @Header('Cache-Control', 'no-cache')
  get(): RemoteRegistry {
    return this.registry;
  }
}
