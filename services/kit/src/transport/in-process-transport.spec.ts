import { BaseRpcContext, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { lastValueFrom, of, throwError, toArray } from 'rxjs';
import { InProcessBus } from './in-process-bus.js';
import { InProcessClient } from './in-process-client.js';
import { InProcessServer } from './in-process-server.js';

/** A server on its own bus with the given handlers, listening, and a client of the same bus. */
function wire(handlers: Record<string, { fn: (data: unknown, ctx: BaseRpcContext) => unknown; event?: boolean }>) {
  const bus = new InProcessBus();
  const server = new InProcessServer(bus);
  for (const [pattern, { fn, event }] of Object.entries(handlers)) {
    server.addHandler(pattern, async (data: unknown, ctx: BaseRpcContext) => fn(data, ctx), event ?? false);
  }
  let listening = false;
  server.listen(() => (listening = true));
  expect(listening).toBe(true);
  return { bus, server, client: new InProcessClient(bus) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('InProcessServer and InProcessClient', () => {
  it('answer a request with what the handler returns, given the pattern in its context', async () => {
    let pattern: unknown;
    const { client } = wire({
      'horses.horse.get': {
        fn: (data, ctx) => {
          pattern = ctx.getArgByIndex(0);
          return { id: (data as { id: string }).id, name: 'Dusty' };
        },
      },
    });
    await expect(lastValueFrom(client.send('horses.horse.get', { id: 'h1' }))).resolves.toEqual({ id: 'h1', name: 'Dusty' });
    expect(pattern).toBe('horses.horse.get');
  });

  it('copy the request and the answer, so neither side sees the other’s later changes', async () => {
    let kept: { name: string } | undefined;
    const { client } = wire({
      p: {
        fn: (data) => {
          (data as { name: string }).name = 'changed by handler';
          kept = { name: 'answer' };
          return kept;
        },
      },
    });
    const sent = { name: 'Dusty' };
    const answer = await lastValueFrom(client.send<{ name: string }>('p', sent));
    kept!.name = 'changed after answering';
    expect(sent).toEqual({ name: 'Dusty' });
    expect(answer).toEqual({ name: 'answer' });
  });

  it('pass on every value of a handler that answers a stream', async () => {
    const { client } = wire({ p: { fn: () => of(1, 2, 3) } });
    await expect(lastValueFrom(client.send('p', {}).pipe(toArray()))).resolves.toEqual([1, 2, 3]);
  });

  it('pass on the error a handler answers', async () => {
    const { client } = wire({ p: { fn: () => throwError(() => ({ code: 'NOT_FOUND', message: 'No such horse' })) } });
    await expect(lastValueFrom(client.send('p', {}))).rejects.toEqual({ code: 'NOT_FOUND', message: 'No such horse' });
  });

  it('answer SERVICE_UNAVAILABLE at once for a pattern nothing in the process handles', async () => {
    const { client } = wire({});
    let outcome: unknown = 'still waiting';
    client.send('riding.log.list', {}).subscribe({ error: (err) => (outcome = err) });
    await tick();
    expect(outcome).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Nothing in this process answers riding.log.list.' });
  });

  it('deliver an event to the handlers of every server that subscribes', async () => {
    const seen: string[] = [];
    const { bus, client } = wire({ 'medical.record.created': { fn: (d) => seen.push(`horses:${(d as { id: string }).id}`), event: true } });
    const second = new InProcessServer(bus);
    second.addHandler('medical.record.created', async (d: { id: string }) => seen.push(`riding:${d.id}`), true);
    second.listen(() => {});
    await lastValueFrom(client.emit('medical.record.created', { id: 'r1' }), { defaultValue: undefined });
    await tick();
    expect(seen.sort()).toEqual(['horses:r1', 'riding:r1']);
  });

  it('stop serving once closed', async () => {
    const { server, client } = wire({ p: { fn: () => 'ok' } });
    await expect(lastValueFrom(client.send('p', {}))).resolves.toBe('ok');
    server.close();
    await expect(lastValueFrom(client.send('p', {}))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('let a service start again after it closed, as happens when a process restarts a module', () => {
    const bus = new InProcessBus();
    const first = new InProcessServer(bus);
    first.addHandler('p', async () => 'one');
    first.listen(() => {});
    first.close();
    const second = new InProcessServer(bus);
    second.addHandler('p', async () => 'two');
    expect(() => second.listen(() => {})).not.toThrow();
  });

  it('ignore an answer that arrives after the caller stopped waiting', async () => {
    const bus = new InProcessBus();
    let answer: ((value: string) => void) | undefined;
    const server = new InProcessServer(bus);
    server.addHandler('slow', () => new Promise<string>((resolve) => (answer = resolve)));
    server.listen(() => {});
    // What ClientProxy#send does underneath: publish with a callback, and dispose when the caller gives up.
    const client = new InProcessClient(bus) as unknown as {
      publish(packet: ReadPacket, callback: (answer: WritePacket) => void): () => void;
    };
    const received: WritePacket[] = [];
    const dispose = client.publish({ pattern: 'slow', data: {} }, (a) => received.push(a));
    await tick();
    dispose();
    answer!('late');
    await tick();
    await tick();
    expect(received).toEqual([]);
    const stillWaiting = client.publish({ pattern: 'slow', data: {} }, (a) => received.push(a));
    await tick();
    answer!('in time');
    await tick();
    await tick();
    expect(received).toEqual([{ response: 'in time', isDisposed: true }]);
    stillWaiting();
  });

  it('expose the bus they run on', () => {
    const { bus, server, client } = wire({});
    expect(server.unwrap()).toBe(bus);
    expect(client.unwrap()).toBe(bus);
  });
});
