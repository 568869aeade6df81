import type { ServiceDefinition } from '@remuda/service-kit';
import { MedicalModule } from './medical.module.js';

export { MedicalModule, MEDICAL_ENTITIES, MEDICAL_MIGRATIONS } from './medical.module.js';
export { MedicalRecordEntity } from './records/medical-record.entity.js';

export const medicalService: ServiceDefinition = { name: 'medical', module: MedicalModule };

/** The same definition under the name every service package exports, for the platform to start it from the domain manifest. */
export { medicalService as service };
