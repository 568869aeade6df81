import type { ServiceDefinition } from '@remuda/service-kit';
import { MedicalModule } from './medical.module.js';

export { MedicalModule, MEDICAL_ENTITIES, MEDICAL_MIGRATIONS } from './medical.module.js';
export { MedicalRecordEntity, MEDICAL_RECORD_KIND } from './medical-record.kind.js';

export const medicalService: ServiceDefinition = { name: 'medical', module: MedicalModule };

/** Every service package exports its definition as `service`: the platform starts those of the domain manifest by it. */
export { medicalService as service };
