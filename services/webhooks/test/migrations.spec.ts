import { describeMigrations } from '@remuda/service-kit/testing';
import { WEBHOOKS_ENTITIES, WEBHOOKS_MIGRATIONS } from '../src/index.js';

await describeMigrations('webhooks', WEBHOOKS_ENTITIES, WEBHOOKS_MIGRATIONS);
