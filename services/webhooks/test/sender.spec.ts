import https from 'node:https';
import { testConfig } from '@remuda/service-kit/testing';
import { WebhookSender } from '../src/deliveries/sender.js';
import { localReceiver } from '../src/testing/index.js';

describe('the webhook sender', () => {
  it('sends one delivery after another over its kept connection without adding to that connection each time', async () => {
    const receiver = await localReceiver();
    const sender = new WebhookSender(testConfig({ REMUDA_WEBHOOKS_ALLOW_PRIVATE: '1', REMUDA_WEBHOOKS_CA: receiver.caFile }));
    try {
      const secret = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
      for (let i = 0; i < 25; i++) await sender.send({ url: receiver.url(), secret, eventId: `e-${i}`, body: JSON.stringify({ n: i }) });
      expect(receiver.received.map((r) => JSON.parse(r.body).n)).toEqual([...Array(25).keys()]);
      // The connection kept for the next delivery: one, with no listener left waiting for a connect that already
      // happened (one per request used to pile up on it, past Node's warning at 10).
      const kept = Object.values((sender as unknown as { agents: Record<string, https.Agent> }).agents['https:']!.freeSockets).flat();
      expect(kept.map((socket) => socket!.listenerCount('connect'))).toEqual([0]);
    } finally {
      sender.close();
      await receiver.close();
    }
  });
});
