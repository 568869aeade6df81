import { Controller, Inject } from '@nestjs/common';
import { PLATFORM_EDGE_ROUTES, type UploadLimits } from '@remuda/contracts';
import { CONFIG, type Config } from '@remuda/service-kit';
import { Route } from '../http/route.js';

/** The largest upload of each kind this gateway takes, so a page says so before a person waits for a refusal. */
@Controller()
export class UploadLimitsController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  @Route(PLATFORM_EDGE_ROUTES.uploadLimits)
  get(): UploadLimits {
    return this.config.uploadLimits;
  }
}
