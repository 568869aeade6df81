import { WEBHOOK_OPERATIONS } from '@remuda/contracts';
import { type RunningTarget, startService } from '@remuda/service-kit';
import { type Actor } from '@remuda/contracts';
import { describeOnEachDatabase, eventually, memoryLogger, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { DataSource } from 'typeorm';
import { checkConnected, isPublicAddress } from '../src/deliveries/address-guard.js';
import { DeliveryWorker } from '../src/deliveries/delivery-worker.js';
import { WebhookDeliveryEntity } from '../src/deliveries/delivery.entity.js';
import { WebhookReceiverEntity } from '../src/receivers/receiver.entity.js';
import { webhooksService } from '../src/index.js';
import { localReceiver } from '../src/testing/index.js';

const ADMIN: Actor = { id: '00000000-0000-4000-8000-000000000001', email: 'boss@remuda.test', role: 'ADMIN' };

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.100.100.200', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not an address'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('checkConnected, the last check on the socket', () => {
  const rules = { allowPrivate: false, allowHttp: false };
  it('refuses a connection to an inner address, or to no known address, naming the host', () => {
    expect(() => checkConnected('10.0.0.7', 'hooks.example.com', rules)).toThrow('hooks.example.com resolves to 10.0.0.7, which is not a public address');
    expect(() => checkConnected('::ffff:127.0.0.1', 'hooks.example.com', rules)).toThrow('not a public address');
    expect(() => checkConnected(undefined, 'hooks.example.com', rules)).toThrow('hooks.example.com: no address connected');
  });
  it('lets a public address through, and any address when the operator allows inner receivers', () => {
    expect(() => checkConnected('93.184.216.34', 'hooks.example.com', rules)).not.toThrow();
    expect(() => checkConnected('10.0.0.7', 'hooks.example.com', { ...rules, allowPrivate: true })).not.toThrow();
  });
});

await describeOnEachDatabase('a receiver on an inner address', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  beforeAll(async () => {
    const config = testConfig({ ...database(), REMUDA_WEBHOOKS_TIMEOUT_MS: '1000' });
    service = await startService(webhooksService, config, memoryLogger());
    harness = messageHarness(config);
    await harness.connect();
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
  });

  it.each([
    ['https://127.0.0.1/hooks', /^URL refused: 127\.0\.0\.1 is not a public address$/],
    ['https://10.0.0.8/hooks', /^URL refused: 10\.0\.0\.8 is not a public address$/],
    ['https://169.254.169.254/latest/meta-data', /^URL refused: 169\.254\.169\.254 is not a public address$/],
    ['https://[::1]:8443/hooks', /^URL refused: ::1 is not a public address$/],
    ['https://localhost:8443/hooks', /^URL refused: localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/],
    ['http://93.184.216.34/hooks', /^URL refused: Only https addresses are allowed$/],
  ])('refuses %s at registration', async (url, message) => {
    const refused = await harness.failure(WEBHOOK_OPERATIONS.create, { name: 'Inside', url, events: ['horses.horse.created'] }, ADMIN);
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.errors).toEqual([{ field: 'url', message: expect.stringMatching(message) }]);
  });

  it('refuses again at delivery a name that now resolves inside (DNS rebinding), and sends nothing', async () => {
    const receiver = await localReceiver();
    try {
      const db = service.app.get(DataSource);
      // As if it had resolved to a public address when registered.
      const id = '00000000-0000-4000-8000-00000000abcd';
      await db.getRepository(WebhookReceiverEntity).insert({ id, name: 'Rebound', url: receiver.url(), events: ['horses.horse.created'], secret: 'whsec_' + Buffer.alloc(32, 1).toString('base64'), enabled: true, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
      const now = new Date().toISOString();
      await db.getRepository(WebhookDeliveryEntity).insert({ id: '00000000-0000-4000-8000-00000000dcba', receiverId: id, eventId: 'e-1', eventType: 'horses.horse.created', aggregateId: 'h-1', orderKey: 'h-1', body: '{}', status: 'pending', attempts: 0, lastError: null, nextAttemptAt: now, leaseUntil: null, giveUpAt: new Date(Date.now() + 3600_000).toISOString(), createdAt: now, deliveredAt: null });
      await service.app.get(DeliveryWorker).tick();
      await eventually('the try', async () => ((await db.getRepository(WebhookDeliveryEntity).findOneByOrFail({ eventId: 'e-1' })).attempts === 1));
      const row = await db.getRepository(WebhookDeliveryEntity).findOneByOrFail({ eventId: 'e-1' });
      expect(row.lastError).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/);
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
