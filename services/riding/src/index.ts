import type { ServiceDefinition } from '@remuda/service-kit';
import { RidingModule } from './riding.module.js';

export { RidingModule, RIDING_ENTITIES, RIDING_MIGRATIONS } from './riding.module.js';
export { RidingLogEntity } from './records/riding-log.entity.js';

export const ridingService: ServiceDefinition = { name: 'riding', module: RidingModule };

/** The same definition under the name every service package exports, for the platform to start it from the domain manifest. */
export { ridingService as service };
