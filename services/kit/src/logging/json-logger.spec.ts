import { jest } from '@jest/globals';
import type { Actor } from '@remuda/contracts';
import { JsonLogger, type LogLevel } from './json-logger.js';
import { runInRequestContext } from './request-context.js';

/** A logger whose lines are kept as written, to check both the text and the objects. */
function capture(level: LogLevel = 'debug', base: Record<string, unknown> = {}) {
  const raw: string[] = [];
  const logger = new JsonLogger(base, level, (line) => raw.push(line));
  return { logger, raw, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const actor: Actor = { id: 'u1', email: 'trainer@remuda.test', role: 'TRAINER' };

describe('JsonLogger', () => {
  it('writes one JSON object a line to stdout by default', () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const logger = new JsonLogger({ service: 'users' });
      logger.info('first');
      logger.info('second\nwith a line break', { horse: 'Dusty' });
    } finally {
      spy.mockRestore();
    }
    const text = written.join('');
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toEqual({ time: expect.any(String), level: 'info', msg: 'first', service: 'users' });
    expect(second).toMatchObject({ msg: 'second\nwith a line break', horse: 'Dusty' });
    expect(new Date(first.time as string).toISOString()).toBe(first.time);
  });

  it('stamps each line with the correlation id of the request it is written for', async () => {
    const { logger, lines } = capture();
    logger.info('outside');
    await runInRequestContext({ correlationId: 'req-aaaa-1111', actor }, async () => {
      logger.info('before await');
      await new Promise((resolve) => setImmediate(resolve));
      logger.info('after await');
    });
    runInRequestContext({ correlationId: 'req-bbbb-2222', actor: null }, () => logger.info('other request'));
    expect(lines().map((l) => [l.msg, l.correlationId])).toEqual([
      ['outside', undefined],
      ['before await', 'req-aaaa-1111'],
      ['after await', 'req-aaaa-1111'],
      ['other request', 'req-bbbb-2222'],
    ]);
  });

  it('keeps a correlation id given explicitly in the fields', () => {
    const { logger, lines } = capture();
    runInRequestContext({ correlationId: 'req-aaaa-1111', actor: null }, () => logger.info('relayed', { correlationId: 'evt-cccc-3333' }));
    expect(lines()[0].correlationId).toBe('evt-cccc-3333');
  });

  it('leaves out lines below its level', () => {
    const { logger, lines } = capture('warn');
    logger.debug('debug');
    logger.verbose('verbose');
    logger.info('info');
    logger.log('log');
    logger.warn('warn');
    logger.error('error');
    logger.fatal('fatal');
    expect(lines().map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'warn'],
      ['error', 'error'],
      ['error', 'fatal'],
    ]);
  });

  it('writes debug and verbose lines at debug level', () => {
    const { logger, lines } = capture('debug');
    logger.debug('d');
    logger.verbose('v');
    expect(lines().map((l) => l.level)).toEqual(['debug', 'debug']);
  });

  it('gives a child its own fields beside its parent’s, and the same level and output', () => {
    const { logger, lines } = capture('info', { app: 'remuda', service: 'gateway' });
    const child = logger.child({ service: 'users', replica: 2 });
    child.info('from child');
    child.debug('hidden');
    logger.info('from parent');
    expect(lines()).toEqual([
      expect.objectContaining({ msg: 'from child', app: 'remuda', service: 'users', replica: 2 }),
      expect.objectContaining({ msg: 'from parent', app: 'remuda', service: 'gateway' }),
    ]);
    expect(lines()[1]).not.toHaveProperty('replica');
  });

  it('reads Nest’s calls: the last text is the context, an earlier one the stack', () => {
    const { logger, lines } = capture();
    logger.log('Mapped {/api/users, GET} route', 'RouterExplorer');
    logger.error('Connection lost', 'Error: lost\n    at here', 'ClientNats');
    logger.warn({ detail: 'object message' }, { extra: 1 });
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Mapped {/api/users, GET} route', context: 'RouterExplorer' }),
      expect.objectContaining({ level: 'error', msg: 'Connection lost', stack: 'Error: lost\n    at here', context: 'ClientNats' }),
      expect.objectContaining({ level: 'warn', msg: '{"detail":"object message"}', extra: 1 }),
    ]);
  });

  it('writes errors with their name, message, code and stack', () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error('duplicate key'), { code: '23505' });
    logger.error(err);
    logger.emit('error', 'write failed', { err });
    for (const line of lines()) {
      expect(line.err).toEqual({ name: 'Error', message: 'duplicate key', code: '23505', stack: err.stack });
    }
    expect(lines().map((l) => l.msg)).toEqual(['duplicate key', 'write failed']);
  });

  it('keeps a field value with a line break on one line', () => {
    const { logger, raw } = capture();
    logger.info('user input', { email: 'x@example.com\n{"level":"error","msg":"forged"}' });
    expect(raw).toHaveLength(1);
    expect(raw[0]).not.toContain('\n');
  });
});
