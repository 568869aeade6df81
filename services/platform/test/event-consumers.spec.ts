import { SERVICES, WEBHOOK_EVENT_TYPES } from '@remuda/contracts';
import { InboxConsumer, type RunningTarget, startService } from '@remuda/service-kit';
import { memoryLogger, testConfig } from '@remuda/service-kit/testing';
import { loadService } from '../src/index.js';

/**
 * Every durable consumer of the platform as released: its service, the JetStream durable consumer the service
 * reads through, each consumer's id (what its inbox rows are named by) and the event types it takes. None of
 * these may change once released: a new id, or a new durable name, would apply again everything the broker or an
 * outbox still holds. A consumer that is renamed on purpose comes with a migration carrying its inbox rows over,
 * and this table changes with it (docs/adr/008).
 */
const RELEASED = {
  users: {
    durable: 'users',
    consumers: [
      { consumer: 'contact-mail', types: ['contact.request.received'] },
      { consumer: 'registration-mail', types: ['users.registration.email-taken'] },
    ],
  },
  horses: {
    durable: 'horses',
    consumers: [{ consumer: 'horse-health', types: ['medical.record.created', 'medical.record.deleted', 'medical.record.restored', 'medical.record.updated'] }],
  },
  medical: { durable: 'medical', consumers: [{ consumer: 'known-horses', types: ['horses.horse.created', 'horses.horse.updated'] }] },
  riding: { durable: 'riding', consumers: [{ consumer: 'known-horses', types: ['horses.horse.created', 'horses.horse.updated'] }] },
  // Every event type a receiver may ask for: the catalogue's, but the sessions'.
  webhooks: { durable: 'webhooks', consumers: [{ consumer: 'webhook-deliveries', types: WEBHOOK_EVENT_TYPES }] },
  activity: {
    durable: 'activity',
    consumers: [
      {
        consumer: 'history',
        types: [
          'contact.request.received',
          'horses.care.settings-changed',
          'horses.gallery.picture-added',
          'horses.gallery.picture-changed',
          'horses.gallery.picture-removed',
          'horses.gallery.picture-restored',
          'horses.gallery.reordered',
          'horses.horse.created',
          'horses.horse.media-added',
          'horses.horse.media-removed',
          'horses.horse.media-restored',
          'horses.horse.updated',
          'medical.record.created',
          'medical.record.deleted',
          'medical.record.restored',
          'medical.record.updated',
          'riding.log.created',
          'riding.log.deleted',
          'riding.log.restored',
          'riding.log.updated',
          'users.account.changed',
        ],
      },
    ],
  },
};

function inboxOf(target: RunningTarget): InboxConsumer | null {
  try {
    return target.app.get(InboxConsumer, { strict: false });
  } catch {
    return null;
  }
}

describe('the durable event consumers', () => {
  const running: RunningTarget[] = [];
  afterAll(async () => {
    for (const target of running.reverse()) await target.close();
  });

  it('keep the durable names, ids and event types they were released with', async () => {
    const config = testConfig();
    const found: Record<string, unknown> = {};
    for (const entry of SERVICES) {
      const target = await startService(await loadService(entry), config, memoryLogger());
      running.push(target);
      const consumption = inboxOf(target)?.consumption;
      // A service that consumes nothing is not listed.
      if (consumption?.consumers.length) found[entry.target] = consumption;
    }
    expect(found).toEqual(RELEASED);
  });
});
