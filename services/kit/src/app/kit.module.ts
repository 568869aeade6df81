import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { HealthController } from '../health/health.controller.js';
import { HealthRegistry, processHealth } from '../health/health-registry.js';
import { CONFIG, LOGGER } from '../kit.tokens.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { MetricsController } from '../metrics/metrics.controller.js';

/** What every Remuda Nest application gets: its configuration, logger, health checks and metrics. */
@Global()
@Module({})
export class KitModule {
  static forRoot(config: Config, logger: JsonLogger): DynamicModule {
    return {
      module: KitModule,
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: HealthRegistry, useValue: processHealth },
      ],
      exports: [CONFIG, LOGGER, HealthRegistry],
    };
  }
}
