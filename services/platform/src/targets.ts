import { SERVICES } from '@remuda/contracts';
import { startGateway } from '@remuda/gateway';
import { type Config, type JsonLogger, type RunningTarget, type ServiceDefinition, type Target, startService } from '@remuda/service-kit';

/** Starts one part of the platform, or answers null when the configuration leaves it out. */
export type Starter = (config: Config, logger: JsonLogger) => Promise<RunningTarget | null>;

/**
 * A service of the domain manifest, from its package: each exports its definition as `service`. Imported when its
 * target starts, so a process that runs one service loads that service's code only.
 */
export async function loadService({ target, package: name }: (typeof SERVICES)[number]): Promise<ServiceDefinition> {
  const { service } = (await import(name)) as { service?: ServiceDefinition };
  if (!service?.module) throw new Error(`${name} does not export its ServiceDefinition as "service"`);
  if (service.name !== target) throw new Error(`${name} exports the service "${service.name}", but the domain manifest names it "${target}"`);
  return service;
}

const SERVICE_STARTERS = SERVICES.map(
  (entry): Starter =>
    async (config, logger) =>
      startService(await loadService(entry), config, logger),
);

/**
 * Demo data, in demo mode only: made through the services' operations, so it starts after them and before the
 * gateway. Its package (the herd's drawings and clips) is loaded only then, and an image built without it says so.
 */
export const startDemo: Starter = async (config, logger) => {
  if (!config.demo) return null;
  let demo: { demoService: ServiceDefinition };
  try {
    demo = (await import('@remuda/demo')) as { demoService: ServiceDefinition };
  } catch (err) {
    throw new Error('Demo mode needs the demo data, which this installation leaves out: set REMUDA_DEMO=0, or build the image with DEMO=1', { cause: err });
  }
  return startService(demo.demoService, config, logger);
};

/**
 * What each REMUDA_TARGET runs, in start order: services before the gateway, so the edge never takes requests
 * nothing can answer (run-platform stops them in reverse). One image, many targets; only this table differs
 * between the two ways to run. The services and their order are the domain manifest's.
 */
export const TARGET_STARTERS = {
  all: [...SERVICE_STARTERS, startDemo, startGateway],
  gateway: [startGateway],
  demo: [startDemo],
  ...Object.fromEntries(SERVICES.map(({ target }, i) => [target, [SERVICE_STARTERS[i]!]])),
} as Record<Target, Starter[]>;
