import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type OperationInput,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_OPERATIONS,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEventType,
  type WebhookReceiver,
  type WebhookReceiverWithSecret,
  isPersonalEventType,
} from '@remuda/contracts';
import { CONFIG, type Config, DomainError, Handles, validationFailed } from '@remuda/service-kit';
import { RefusedAddress, checkReceiverUrl } from '../deliveries/address-guard.js';
import { WebhookDeliveryEntity } from '../deliveries/delivery.entity.js';
import { newSecret } from '../deliveries/signing.js';
import { WebhookClock } from '../deliveries/webhook-clock.js';
import { WebhookReceiverEntity } from './receiver.entity.js';

const notFound = () => new DomainError('NOT_FOUND', 'Receiver not found');

function toDelivery(d: WebhookDeliveryEntity): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    aggregateId: d.aggregateId,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
  };
}

/** The administrators' calls: receivers, their secrets, and their deliveries. */
@Controller()
export class ReceiversHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: WebhookClock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Handles(WEBHOOK_OPERATIONS.eventTypes)
  async eventTypes(): Promise<WebhookEventType[]> {
    return WEBHOOK_EVENT_TYPES.map((type) => ({ type, personal: isPersonalEventType(type) }));
  }

  @Handles(WEBHOOK_OPERATIONS.list)
  async list(): Promise<WebhookReceiver[]> {
    const receivers = await this.dataSource.getRepository(WebhookReceiverEntity).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return Promise.all(receivers.map((r) => this.toReceiver(this.dataSource.manager, r)));
  }

  @Handles(WEBHOOK_OPERATIONS.create)
  async create(input: OperationInput<typeof WEBHOOK_OPERATIONS.create>): Promise<WebhookReceiverWithSecret> {
    await this.checkUrl(input.url);
    const now = this.clock.now().toISOString();
    const receiver: WebhookReceiverEntity = Object.assign(new WebhookReceiverEntity(), {
      id: randomUUID(),
      name: input.name,
      url: input.url,
      events: input.events,
      secret: newSecret(),
      enabled: input.enabled,
      createdAt: now,
      updatedAt: now,
    });
    await this.dataSource.getRepository(WebhookReceiverEntity).insert(receiver);
    return { receiver: await this.toReceiver(this.dataSource.manager, receiver), secret: receiver.secret };
  }

  @Handles(WEBHOOK_OPERATIONS.update)
  async update({ id, ...input }: OperationInput<typeof WEBHOOK_OPERATIONS.update>): Promise<WebhookReceiver> {
    const receiver = await this.find(id);
    if (input.url !== receiver.url) await this.checkUrl(input.url);
    Object.assign(receiver, { name: input.name, url: input.url, events: input.events, enabled: input.enabled, updatedAt: this.clock.now().toISOString() });
    await this.dataSource.getRepository(WebhookReceiverEntity).save(receiver);
    return this.toReceiver(this.dataSource.manager, receiver);
  }

  @Handles(WEBHOOK_OPERATIONS.remove)
  async remove({ id }: OperationInput<typeof WEBHOOK_OPERATIONS.remove>): Promise<{ ok: true }> {
    await this.dataSource.transaction(async (em) => {
      const { affected } = await em.delete(WebhookReceiverEntity, { id: id.toLowerCase() });
      if (!affected) throw notFound();
      await em.delete(WebhookDeliveryEntity, { receiverId: id.toLowerCase() });
    });
    return { ok: true };
  }

  /** A new secret, which signs every delivery from now on, those waiting for a retry included. */
  @Handles(WEBHOOK_OPERATIONS.replaceSecret)
  async replaceSecret({ id }: OperationInput<typeof WEBHOOK_OPERATIONS.replaceSecret>): Promise<WebhookReceiverWithSecret> {
    const receiver = await this.find(id);
    receiver.secret = newSecret();
    receiver.updatedAt = this.clock.now().toISOString();
    await this.dataSource.getRepository(WebhookReceiverEntity).update({ id: receiver.id }, { secret: receiver.secret, updatedAt: receiver.updatedAt });
    return { receiver: await this.toReceiver(this.dataSource.manager, receiver), secret: receiver.secret };
  }

  @Handles(WEBHOOK_OPERATIONS.deliveries)
  async deliveries({ id, status, limit = 25, offset = 0 }: OperationInput<typeof WEBHOOK_OPERATIONS.deliveries>): Promise<WebhookDeliveryPage> {
    const receiver = await this.find(id);
    const [rows, total] = await this.dataSource.getRepository(WebhookDeliveryEntity).findAndCount({
      where: { receiverId: receiver.id, ...(status ? { status } : {}) },
      order: { seq: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items: rows.map(toDelivery), total };
  }

  /** A failed delivery goes again at once, tried again with backoff for another retry period if it keeps failing. */
  @Handles(WEBHOOK_OPERATIONS.resend)
  async resend({ id }: OperationInput<typeof WEBHOOK_OPERATIONS.resend>): Promise<WebhookDelivery> {
    const repository = this.dataSource.getRepository(WebhookDeliveryEntity);
    const delivery = await repository.findOneBy({ id: id.toLowerCase() });
    if (!delivery) throw new DomainError('NOT_FOUND', 'Delivery not found');
    if (delivery.status !== 'failed') throw new DomainError('CONFLICT', delivery.status === 'pending' ? 'This delivery is still being tried' : 'This delivery was delivered already');
    const now = this.clock.now();
    const change = {
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      leaseUntil: null,
      giveUpAt: new Date(now.getTime() + this.config.webhooks.retryHours * 3600_000).toISOString(),
    };
    const { affected } = await repository.update({ id: delivery.id, status: 'failed' }, change);
    if (!affected) throw new DomainError('CONFLICT', 'This delivery was sent again already');
    return toDelivery(Object.assign(delivery, change));
  }

  private async find(id: string): Promise<WebhookReceiverEntity> {
    const receiver = await this.dataSource.getRepository(WebhookReceiverEntity).findOneBy({ id: id.toLowerCase() });
    if (!receiver) throw notFound();
    return receiver;
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkReceiverUrl(url, { allowPrivate: this.config.webhooks.allowPrivate, allowHttp: this.config.webhooks.allowHttp });
    } catch (err) {
      if (err instanceof RefusedAddress) throw validationFailed([{ field: 'url', message: `URL refused: ${err.message}` }]);
      throw err;
    }
  }

  private async toReceiver(em: EntityManager, r: WebhookReceiverEntity): Promise<WebhookReceiver> {
    const counts = await em
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder('d')
      .select('d.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('d.receiverId = :id', { id: r.id })
      .andWhere("d.status IN ('pending', 'failed')")
      .groupBy('d.status')
      .getRawMany<{ status: string; count: string | number }>();
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.count ?? 0);
    return { id: r.id, name: r.name, url: r.url, events: r.events, enabled: r.enabled, createdAt: r.createdAt, pending: count('pending'), failed: count('failed') };
  }
}
