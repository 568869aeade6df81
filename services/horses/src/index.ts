import type { ServiceDefinition } from '@remuda/service-kit';
import { HorsesModule } from './horses.module.js';

export { HorsesModule, HORSES_ENTITIES, HORSES_MIGRATIONS } from './horses.module.js';

export const horsesService: ServiceDefinition = { name: 'horses', module: HorsesModule };

/** Every service package exports its definition as `service`: the platform starts those of the domain manifest by it. */
export { horsesService as service };
export { HealthClock } from './health/horse-health.js';
export { HealthSweep } from './health/health-sweep.js';
