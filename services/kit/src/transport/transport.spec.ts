import { ClientNats, ServerNats } from '@nestjs/microservices';
import { loadConfig } from '../config/config.js';
import { InProcessClient } from './in-process-client.js';
import { InProcessServer } from './in-process-server.js';
import { checkTransport, createMessageClient, createMessageServer } from './transport.js';

const embedded = loadConfig({});
const distributed = loadConfig({ REMUDA_TARGET: 'users', NATS_URL: 'nats://nats.invalid:4222' });

describe('createMessageClient and createMessageServer', () => {
  it('use the in-process bus without NATS_URL', () => {
    expect(createMessageClient(embedded, 'gateway')).toBeInstanceOf(InProcessClient);
    expect(createMessageServer(embedded, 'users')).toBeInstanceOf(InProcessServer);
  });

  it('use NATS when NATS_URL is set, every replica of a service in one queue group named after it', () => {
    expect(createMessageClient(distributed, 'gateway')).toBeInstanceOf(ClientNats);
    const server = createMessageServer(distributed, 'users');
    expect(server).toBeInstanceOf(ServerNats);
    expect((server as unknown as { options: Record<string, unknown> }).options).toMatchObject({
      servers: 'nats://nats.invalid:4222',
      queue: 'users',
      gracefulShutdown: true,
    });
  });
});

describe('checkTransport', () => {
  const natsLike = (closed: boolean, flush: () => Promise<void> = async () => {}) => ({ unwrap: <T>() => ({ isClosed: () => closed, flush }) as T });

  it('passes for the in-process bus', async () => {
    await expect(checkTransport(new InProcessServer())).resolves.toBeUndefined();
  });

  it('fails for a transport that has not connected yet', async () => {
    await expect(checkTransport(createMessageServer(distributed, 'users'))).rejects.toThrow('transport not connected');
    await expect(checkTransport({ unwrap: <T>() => null as T })).rejects.toThrow('transport not connected');
  });

  it('passes for an open NATS connection once the server answers a round trip', async () => {
    let flushed = 0;
    await expect(checkTransport(natsLike(false, async () => void flushed++))).resolves.toBeUndefined();
    expect(flushed).toBe(1);
  });

  it('fails for a closed NATS connection or one whose round trip fails', async () => {
    await expect(checkTransport(natsLike(true))).rejects.toThrow('NATS connection closed');
    await expect(
      checkTransport(
        natsLike(false, async () => {
          throw new Error('TIMEOUT');
        }),
      ),
    ).rejects.toThrow('TIMEOUT');
  });
});
