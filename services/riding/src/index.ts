import type { ServiceDefinition } from '@remuda/service-kit';
import { RidingModule } from './riding.module.js';

export { RidingModule, RIDING_ENTITIES, RIDING_MIGRATIONS } from './riding.module.js';
export { RidingLogEntity, RIDING_LOG_KIND } from './riding-log.kind.js';

export const ridingService: ServiceDefinition = { name: 'riding', module: RidingModule };

/** Every service package exports its definition as `service`: the platform starts those of the domain manifest by it. */
export { ridingService as service };
