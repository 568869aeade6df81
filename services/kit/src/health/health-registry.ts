export type HealthCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, { ok: boolean; error?: string }>;
}

const CHECK_TIMEOUT_MS = 2000;

/**
 * The readiness checks of everything this process runs (databases, transports). One per process, so in the
 * embedded default the single HTTP server reports on every service inside it.
 */
export class HealthRegistry {
  /** Every check registered under a name, latest last: the latest is the one asked. */
  private readonly checks = new Map<string, HealthCheck[]>();
  private draining = false;

  /**
   * Registers `check` under `name`, in place of any registered before it; the answered function takes it back, and
   * the one it replaced (if still registered) answers again.
   */
  register(name: string, check: HealthCheck): () => void {
    this.checks.set(name, [...(this.checks.get(name) ?? []), check]);
    return () => {
      const left = (this.checks.get(name) ?? []).filter((registered) => registered !== check);
      if (left.length) this.checks.set(name, left);
      else this.checks.delete(name);
    };
  }

  /** Called on SIGTERM: readiness fails at once so load balancers stop sending new work. */
  startDraining(): void {
    this.draining = true;
  }

  async readiness(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, registered]) => {
        try {
          await withTimeout(registered.at(-1)!(), CHECK_TIMEOUT_MS);
          return [name, { ok: true }] as const;
        } catch (err) {
          return [name, { ok: false, error: err instanceof Error ? err.message : String(err) }] as const;
        }
      }),
    );
    const checks: ReadinessReport['checks'] = Object.fromEntries(entries);
    if (this.draining) checks.shutdown = { ok: false, error: 'shutting down' };
    return { ready: Object.values(checks).every((c) => c.ok), checks };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export const processHealth = new HealthRegistry();
