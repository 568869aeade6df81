import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type DomainEvent, EVENT_CATALOG, type EventDefinition, type EventEnvelope, WEBHOOK_EVENT_TYPES, type WebhookBody, orderKeyOf } from '@remuda/contracts';
import { CONFIG, type Config, DurableConsumer, OnEvents, type WantsEvents } from '@remuda/service-kit';
import { WebhookReceiverEntity } from '../receivers/receiver.entity.js';
import { WebhookDeliveryEntity } from './delivery.entity.js';
import { WebhookClock } from './webhook-clock.js';

/** The events a receiver may ask for: the catalogue's, but the sessions'. */
export const WEBHOOK_EVENTS: readonly EventDefinition[] = EVENT_CATALOG.filter((e) => WEBHOOK_EVENT_TYPES.includes(e.type));

/**
 * What a receiver gets: the envelope, the payload at its current version, the actor without an email (an id and a
 * role say who; the address is a person's, and goes out only in the events chosen for it). No correlation id.
 */
export function webhookBody(event: DomainEvent<EventDefinition>, version: number): WebhookBody {
  return {
    id: event.id,
    type: event.type,
    version,
    occurredAt: event.occurredAt,
    aggregateId: event.aggregateId,
    actor: event.actor ? { id: event.actor.id, role: event.actor.role } : null,
    data: event.data,
  };
}

/**
 * One delivery row per enabled receiver that asked for the event's type, written in the transaction of the
 * consumer's inbox row: an event is queued once, however often it arrives, and never lost between the two.
 */
@Injectable()
@DurableConsumer('webhook-deliveries')
export class QueueDeliveries implements WantsEvents {
  constructor(
    private readonly clock: WebhookClock,
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Whether some enabled receiver asks for the event's type now: most events go to no receiver (a ranch registers a
   * few, for a few types), and those are passed over with one read instead of a transaction.
   */
  async wants(event: EventEnvelope): Promise<boolean> {
    return (await this.receiversOf(this.dataSource.manager, event.type)).length > 0;
  }

  @OnEvents(WEBHOOK_EVENTS)
  async queue(event: DomainEvent<EventDefinition>, em: EntityManager): Promise<void> {
    const receivers = await this.receiversOf(em, event.type);
    if (!receivers.length) return;
    const definition = EVENT_CATALOG.find((e) => e.type === event.type)!;
    const body = JSON.stringify(webhookBody(event, definition.version));
    const now = this.clock.now();
    const giveUpAt = new Date(now.getTime() + this.config.webhooks.retryHours * 3600_000).toISOString();
    for (const receiver of receivers) {
      await em.insert(WebhookDeliveryEntity, {
        id: randomUUID(),
        receiverId: receiver.id,
        eventId: event.id,
        eventType: event.type,
        aggregateId: event.aggregateId.slice(0, 64),
        orderKey: orderKeyOf(event).slice(0, 64),
        body,
        status: 'pending',
        attempts: 0,
        lastError: null,
        nextAttemptAt: now.toISOString(),
        leaseUntil: null,
        giveUpAt,
        createdAt: now.toISOString(),
        deliveredAt: null,
      });
    }
  }

  /** The enabled receivers that asked for `type`, the oldest first. */
  private async receiversOf(em: EntityManager, type: string): Promise<WebhookReceiverEntity[]> {
    return (await em.find(WebhookReceiverEntity, { where: { enabled: true }, order: { createdAt: 'ASC' } })).filter((r) => r.events.includes(type));
  }
}
