import { type Config, type JsonLogger, type RunningTarget, processHealth } from '@remuda/service-kit';
import { TARGET_STARTERS } from './targets.js';

export interface RunningPlatform {
  targets: RunningTarget[];
  /** Stops taking work, then closes the gateway before the services it calls. */
  stop(): Promise<void>;
}

export async function runPlatform(config: Config, logger: JsonLogger): Promise<RunningPlatform> {
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
    for (const start of TARGET_STARTERS[config.target]) targets.push(await start(config, logger));
  } catch (err) {
    await stop();
    throw err;
  }
  return { targets, stop };
}
