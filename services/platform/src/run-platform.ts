import { type Config, type JsonLogger, type RunningTarget, processHealth } from '@remuda/service-kit';
import { type Starter, TARGET_STARTERS } from './targets.js';

export interface RunningPlatform {
  targets: RunningTarget[];
  /** Stops taking work, then closes the gateway before the services it calls. */
  stop(): Promise<void>;
}

/** Starts what `config.target` runs (or the `starters` given, in order); a failed start stops what did start. */
export async function runPlatform(
  config: Config,
  logger: JsonLogger,
  starters: readonly Starter[] = TARGET_STARTERS[config.target],
): Promise<RunningPlatform> {
  const targets: RunningTarget[] = [];
  const stop = async () => {
    processHealth.startDraining();
    for (const target of [...targets].reverse()) {
      try {
        await target.close();
      } catch (err) {
        logger.error('stopping failed', { target: target.name, err });
      }
    }
  };
  try {
    for (const start of starters) {
      const started = await start(config, logger);
      if (started) targets.push(started);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { targets, stop };
}
