import { Module } from '@nestjs/common';
import { DatabaseModule, InboxEntity, InboxModule } from '@remuda/service-kit';
import { DeliveryWorker } from './deliveries/delivery-worker.js';
import { WebhookDeliveryEntity } from './deliveries/delivery.entity.js';
import { QueueDeliveries } from './deliveries/queue-deliveries.consumer.js';
import { WebhookSender } from './deliveries/sender.js';
import { WebhookClock } from './deliveries/webhook-clock.js';
import { CreateWebhooks1769000000000 } from './migrations/1769000000000-create-webhooks.js';
import { PendingOrderIndex1770000000000 } from './migrations/1770000000000-pending-order-index.js';
import { WebhookReceiverEntity } from './receivers/receiver.entity.js';
import { ReceiversHandler } from './receivers/receivers.handler.js';

export const WEBHOOKS_ENTITIES = [WebhookReceiverEntity, WebhookDeliveryEntity, InboxEntity];
export const WEBHOOKS_MIGRATIONS = [CreateWebhooks1769000000000, PendingOrderIndex1770000000000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'webhooks', entities: WEBHOOKS_ENTITIES, migrations: WEBHOOKS_MIGRATIONS }),
    // A background consumer of the whole stream: two groups of events at a time per replica, so a burst (a care
    // round's hundreds of events) leaves the processor to the services whose own state the burst changes, and the
    // deliveries follow a moment later, catching up with up to 25 events a transaction.
    InboxModule.forService('webhooks', { concurrency: 2, eventsPerTransaction: 25, batchSize: 50 }),
  ],
  controllers: [ReceiversHandler],
  providers: [WebhookClock, WebhookSender, QueueDeliveries, DeliveryWorker],
})
export class WebhooksModule {}
