import type { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Config } from '../config/config.js';
import { RpcErrorsFilter } from '../errors/rpc-errors.filter.js';
import { processHealth } from '../health/health-registry.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { Admission } from '../rpc/admission.js';
import { MessageContextInterceptor } from '../rpc/message-context.interceptor.js';
import { checkTransport, createMessageServer } from '../transport/transport.js';
import { KitModule } from './kit.module.js';

export interface ServiceDefinition {
  name: string;
  module: Type<unknown>;
}

/** A started gateway or service, as the process that runs it sees it. */
export interface RunningTarget {
  name: string;
  app: INestApplication;
  close(): Promise<void>;
}

/**
 * Starts one service: its Nest module with the kit, its message handlers on the transport, and, when it runs
 * as its own process, an HTTP port for health and metrics.
 */
export async function startService(definition: ServiceDefinition, config: Config, logger: JsonLogger): Promise<RunningTarget> {
  const log = logger.child({ service: definition.name });
  const app = await NestFactory.create(
    { module: class ServiceRoot {}, imports: [KitModule.forRoot(config, log), definition.module] },
    { logger: log, abortOnError: false },
  );
  const server = createMessageServer(config, definition.name);
  const microservice = app.connectMicroservice({ strategy: server }, { inheritAppConfig: false, deferInitialization: true });
  microservice.useGlobalFilters(new RpcErrorsFilter(log));
  microservice.useGlobalInterceptors(new MessageContextInterceptor(log, new Admission(definition.name, config.admission.running, config.admission.waiting)));
  const unregister = processHealth.register(`${definition.name}.transport`, () => checkTransport(server));
  try {
    await app.startAllMicroservices();
    if (config.target === 'all') await app.init();
    else await app.listen(config.port, config.host);
  } catch (err) {
    // A start that fails half-way (a migration, a refused setting) releases what it had opened: its database, its
    // consumers and their timers, its connections.
    unregister();
    await app.close().catch(() => undefined);
    throw err;
  }
  log.info('service started', { transport: config.transport.kind, database: config.database.kind });
  return {
    name: definition.name,
    app,
    async close() {
      unregister();
      await app.close();
    },
  };
}
