import type { ReadPacket, WritePacket } from '@nestjs/microservices';
import { InProcessBus } from './in-process-bus.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('InProcessBus requests', () => {
  it('hands the request to the handler of its pattern and its answer back to the caller', async () => {
    const bus = new InProcessBus();
    bus.handle('horses.horse.get', (packet, respond) => respond({ response: { id: (packet.data as { id: string }).id, name: 'Dusty' }, isDisposed: true }));
    const answers: WritePacket[] = [];
    expect(bus.request({ pattern: 'horses.horse.get', data: { id: 'h1' } }, (a) => answers.push(a))).toBe(true);
    await tick();
    expect(answers).toEqual([{ response: { id: 'h1', name: 'Dusty' }, isDisposed: true }]);
  });

  it('answers false at once for a pattern nobody handles', () => {
    const bus = new InProcessBus();
    bus.handle('horses.horse.get', () => {});
    expect(bus.request({ pattern: 'horses.horse.list', data: {} }, () => {})).toBe(false);
  });

  it('calls the handler after the caller has carried on, as a broker would', async () => {
    const bus = new InProcessBus();
    const order: string[] = [];
    bus.handle('p', () => order.push('handler'));
    bus.request({ pattern: 'p', data: {} }, () => {});
    order.push('caller');
    await tick();
    expect(order).toEqual(['caller', 'handler']);
  });

  it('gives the handler a copy, so what it changes does not reach the caller’s object', async () => {
    const bus = new InProcessBus();
    let received: ReadPacket | undefined;
    bus.handle('p', (packet, respond) => {
      received = packet;
      (packet.data as { horse: { name: string } }).horse.name = 'changed by handler';
      respond({ response: 'ok', isDisposed: true });
    });
    const sent = { horse: { name: 'Dusty' }, when: new Date('2025-05-01T12:00:00.000Z'), gone: undefined };
    bus.request({ pattern: 'p', data: sent }, () => {});
    await tick();
    expect(sent.horse.name).toBe('Dusty');
    expect(received?.data).not.toBe(sent);
    // The copy is what JSON would carry over NATS: dates become text, undefined disappears.
    expect(received?.data).toEqual({ horse: { name: 'changed by handler' }, when: '2025-05-01T12:00:00.000Z' });
  });

  it('gives the caller a copy of the answer, so the handler cannot change it afterwards', async () => {
    const bus = new InProcessBus();
    const kept = { horse: { name: 'Dusty' } };
    bus.handle('p', (_packet, respond) => {
      respond({ response: kept, isDisposed: true });
      kept.horse.name = 'changed after answering';
    });
    const answers: WritePacket[] = [];
    bus.request({ pattern: 'p', data: {} }, (a) => answers.push(a));
    await tick();
    expect(answers[0].response).toEqual({ horse: { name: 'Dusty' } });
    expect(answers[0].response).not.toBe(kept);
  });

  it('refuses a second handler for the same pattern', () => {
    const bus = new InProcessBus();
    bus.handle('users.account.get', () => {});
    expect(() => bus.handle('users.account.get', () => {})).toThrow('A handler for users.account.get is already registered');
  });

  it('stops handing requests to a handler that is unregistered, and lets another take its place', () => {
    const bus = new InProcessBus();
    const off = bus.handle('p', () => {});
    off();
    expect(bus.request({ pattern: 'p', data: {} }, () => {})).toBe(false);
    expect(() => bus.handle('p', () => {})).not.toThrow();
  });
});

describe('InProcessBus events', () => {
  it('reaches every subscriber of the pattern and no other', async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    bus.subscribe('medical.record.created', (p) => seen.push(`horses:${(p.data as { id: string }).id}`));
    bus.subscribe('medical.record.created', (p) => seen.push(`riding:${(p.data as { id: string }).id}`));
    bus.subscribe('medical.record.deleted', () => seen.push('wrong subscriber'));
    bus.publish({ pattern: 'medical.record.created', data: { id: 'r1' } });
    await tick();
    expect(seen.sort()).toEqual(['horses:r1', 'riding:r1']);
  });

  it('gives each subscriber its own copy', async () => {
    const bus = new InProcessBus();
    const seen: unknown[] = [];
    const sent = { tags: ['a'] };
    bus.subscribe('e', (p) => {
      (p.data as { tags: string[] }).tags.push('mutated');
      seen.push(p.data);
    });
    bus.subscribe('e', (p) => seen.push(p.data));
    bus.publish({ pattern: 'e', data: sent });
    await tick();
    expect(sent).toEqual({ tags: ['a'] });
    expect(seen).toEqual([{ tags: ['a', 'mutated'] }, { tags: ['a'] }]);
  });

  it('is dropped quietly when nobody subscribes', () => {
    expect(() => new InProcessBus().publish({ pattern: 'nobody.listens', data: {} })).not.toThrow();
  });

  it('stops reaching a subscriber that unsubscribed', async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    const off = bus.subscribe('e', () => seen.push('first'));
    bus.subscribe('e', () => seen.push('second'));
    off();
    bus.publish({ pattern: 'e', data: {} });
    await tick();
    expect(seen).toEqual(['second']);
  });
});
