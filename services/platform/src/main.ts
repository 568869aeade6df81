#!/usr/bin/env node
import 'reflect-metadata';
import { ConfigError, JsonLogger, loadConfig } from '@remuda/service-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@remuda/users';
import { runPlatform } from './run-platform.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

const logger = new JsonLogger({ target: config.target }, config.logLevel);
const started = Date.now();

try {
  const platform = await runPlatform(config, logger);
  logger.info('ready', { target: config.target, ms: Date.now() - started });
  if (config.target === 'demo') {
    // A one-off job: the demo data is in place (or was already), so there is nothing left to serve.
    await platform.stop();
    process.exit(0);
  }
  if (config.demo && (config.target === 'all' || config.target === 'users')) {
    logger.info('demo mode: sign in with any of these accounts', {
      password: DEMO_PASSWORD,
      accounts: DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`),
    });
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    platform.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error('shutdown failed', { err });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (err) {
  logger.error('start-up failed', { err });
  process.exit(1);
}
