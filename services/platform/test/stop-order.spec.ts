import type { RunningTarget } from '@remuda/service-kit';
import { memoryLogger, testConfig } from '@remuda/service-kit/testing';
import { type Starter, runPlatform } from '../src/index.js';

/** A stand-in target that notes when it starts and stops; closing it fails when `failClose` says so. */
function fakeTarget(name: string, events: string[], { failStart = false, failClose = false } = {}): Starter {
  return async () => {
    if (failStart) throw new Error(`${name} would not start`);
    events.push(`start ${name}`);
    return {
      name,
      app: {} as RunningTarget['app'],
      async close() {
        events.push(`stop ${name}`);
        if (failClose) throw new Error(`${name} would not stop`);
      },
    };
  };
}

// Its own file: stopping drains the process's health registry, which no other test here should see.
describe('runPlatform start and stop order', () => {
  const config = testConfig({});

  it('starts in order and stops in reverse: the gateway before the services it calls', async () => {
    const events: string[] = [];
    const platform = await runPlatform(config, memoryLogger('info'), [
      fakeTarget('users', events),
      fakeTarget('horses', events),
      fakeTarget('gateway', events),
    ]);
    await platform.stop();
    expect(events).toEqual(['start users', 'start horses', 'start gateway', 'stop gateway', 'stop horses', 'stop users']);
  });

  it('stops what did start, in reverse, when a later target fails to start', async () => {
    const events: string[] = [];
    await expect(
      runPlatform(config, memoryLogger('info'), [fakeTarget('users', events), fakeTarget('horses', events), fakeTarget('gateway', events, { failStart: true })]),
    ).rejects.toThrow('gateway would not start');
    expect(events).toEqual(['start users', 'start horses', 'stop horses', 'stop users']);
  });

  it('still stops the rest when one target fails to stop, and logs it', async () => {
    const events: string[] = [];
    const logger = memoryLogger('info');
    const platform = await runPlatform(config, logger, [fakeTarget('users', events), fakeTarget('gateway', events, { failClose: true })]);
    await platform.stop();
    expect(events).toEqual(['start users', 'start gateway', 'stop gateway', 'stop users']);
    expect(logger.lines).toEqual([expect.objectContaining({ msg: 'stopping failed', target: 'gateway' })]);
  });
});
