import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TimeoutError, lastValueFrom, timeout } from 'rxjs';
import type { Operation, OperationAnswer, OperationRequest, RequestMeta, ServiceRequest } from '@remuda/contracts';
import type { Config } from '../config/config.js';
import { DomainError } from '../errors/domain-error.js';
import { CONFIG, MESSAGE_CLIENT } from '../kit.tokens.js';
import { currentRequestMeta } from '../logging/request-context.js';
import { HealthRegistry } from '../health/health-registry.js';
import { type MessageClientProxy, checkTransport } from './transport.js';

/**
 * Sends a request to the service that owns a pattern and waits, never longer than the configured time-out,
 * for its answer. The caller's correlation id and actor travel with the data. Failures come back as
 * DomainErrors with the code the service chose; a silent service becomes SERVICE_UNAVAILABLE.
 */
@Injectable()
export class MessageClient implements OnApplicationBootstrap, OnApplicationShutdown {
  private unregister?: () => void;

  constructor(
    @Inject(MESSAGE_CLIENT) private readonly proxy: MessageClientProxy,
    @Inject(CONFIG) private readonly config: Config,
    private readonly health: HealthRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.proxy.connect();
    this.unregister = this.health.register('transport-client', () => checkTransport(this.proxy));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unregister?.();
    await this.proxy.close();
  }

  /**
   * Calls an operation and answers what its owning service answered, typed by the operation's definition.
   * `timeoutMs` overrides the configured wait for the rare call known to take long (media processing).
   */
  async request<O extends Operation>(operation: O, data: OperationRequest<O>, options: { timeoutMs?: number } = {}): Promise<OperationAnswer<O>> {
    const { idempotencyKey, ...context } = currentRequestMeta() ?? { correlationId: randomUUID(), actor: null };
    // The key names the one write the request makes: the reads and other calls made on its way do not carry it.
    const meta: RequestMeta = idempotencyKey !== undefined && operation.idempotent ? { ...context, idempotencyKey } : context;
    const waitMs = options.timeoutMs ?? this.config.rpcTimeoutMs;
    const message: ServiceRequest<unknown> = { meta, data, waitMs };
    const { pattern } = operation;
    try {
      const answer = this.proxy.send<OperationAnswer<O>>(pattern, message).pipe(timeout(waitMs));
      return await lastValueFrom(answer);
    } catch (err) {
      const service = pattern.split('.')[0];
      if (err instanceof TimeoutError) {
        throw new DomainError('SERVICE_UNAVAILABLE', `The ${service} service did not answer in time. Please try again.`);
      }
      if (err instanceof DomainError) throw err;
      const wire = DomainError.fromWire(err);
      if (wire.code === 'INTERNAL' && !isServiceError(err)) {
        throw new DomainError('SERVICE_UNAVAILABLE', `The ${service} service cannot be reached. Please try again.`);
      }
      throw wire;
    }
  }
}

function isServiceError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string';
}
