import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The gated transactions a flow runs within, a token each, whatever database they are of: one store for every gate
 * of the process (the embedded mode has a database per service), since each AsyncLocalStorage in use is carried by
 * every promise the process makes.
 */
const within = new AsyncLocalStorage<ReadonlySet<symbol>>();
const inside = (token: symbol | null) => token !== null && (within.getStore()?.has(token) ?? false);

/**
 * TypeORM runs every SQLite query on one connection, so two requests' transactions would nest into each other,
 * and a query from elsewhere would land inside whatever transaction is open (and be rolled back with it).
 * The gate lets one transaction run at a time and holds other queries until it ends; queries made inside the
 * transaction (by its own async flow) pass.
 */
export function gateSqliteTransactions(dataSource: DataSource): void {
  let current: symbol | null = null;
  let queue: Promise<void> = Promise.resolve();
  let idle: Promise<void> = Promise.resolve();

  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((...args: unknown[]) => {
    if (inside(current)) return transaction(...args); // nested: a savepoint
    const turn = queue.then(async () => {
      const token = Symbol('transaction');
      let release!: () => void;
      idle = new Promise<void>((resolve) => (release = resolve));
      current = token;
      try {
        return await within.run(new Set([...(within.getStore() ?? []), token]), () => transaction(...args));
      } finally {
        current = null;
        release();
      }
    });
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }) as EntityManager['transaction'];

  const runner = dataSource.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    while (current && !inside(current)) await idle;
    return query(...args);
  }) as typeof runner.query;
}
