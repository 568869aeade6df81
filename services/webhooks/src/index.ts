import type { ServiceDefinition } from '@remuda/service-kit';
import { WebhooksModule } from './webhooks.module.js';

export { WebhooksModule, WEBHOOKS_ENTITIES, WEBHOOKS_MIGRATIONS } from './webhooks.module.js';
export { DeliveryWorker } from './deliveries/delivery-worker.js';
export { WebhookClock } from './deliveries/webhook-clock.js';
export { WebhookDeliveryEntity } from './deliveries/delivery.entity.js';
export { isPublicAddress } from './deliveries/address-guard.js';

export const webhooksService: ServiceDefinition = { name: 'webhooks', module: WebhooksModule };

/** Every service package exports its definition as `service`: the platform starts those of the domain manifest by it. */
export { webhooksService as service };
