import { startGateway } from '@remuda/gateway';
import { type Config, type JsonLogger, type RunningTarget, type ServiceDefinition, type Target, startService } from '@remuda/service-kit';
import { horsesService } from '@remuda/horses';
import { medicalService } from '@remuda/medical';
import { ridingService } from '@remuda/riding';
import { usersService } from '@remuda/users';

const SERVICES: ServiceDefinition[] = [usersService, horsesService, medicalService, ridingService];

type Starter = (config: Config, logger: JsonLogger) => Promise<RunningTarget>;

const serviceStarter = (definition: ServiceDefinition): Starter => (config, logger) => startService(definition, config, logger);

/**
 * What each REMUDA_TARGET runs, in start order: services before the gateway, so the edge never takes requests
 * nothing can answer. One image, many targets; only this table differs between the two ways to run.
 */
export const TARGET_STARTERS: Record<Target, Starter[]> = {
  all: [...SERVICES.map(serviceStarter), startGateway],
  gateway: [startGateway],
  users: [serviceStarter(usersService)],
  horses: [serviceStarter(horsesService)],
  medical: [serviceStarter(medicalService)],
  riding: [serviceStarter(ridingService)],
};
