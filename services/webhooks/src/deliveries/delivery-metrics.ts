import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '@remuda/service-kit';

/** Each try's outcome by receiver: delivered, retry (failed, tried again later) or failed (given up). */
export const webhookAttempts = new Counter({
  name: 'remuda_webhook_attempts_total',
  help: 'Webhook delivery tries, by receiver and outcome (delivered, retry, failed)',
  labelNames: ['receiver', 'outcome'] as const,
  registers: [metricsRegistry],
});

let readCounts: (() => Promise<Array<{ receiver: string; status: string; count: number }>>) | null = null;

/** Deliveries by receiver and status (pending, delivered, failed), read from the database when scraped. */
export const webhookDeliveries = new Gauge({
  name: 'remuda_webhook_deliveries',
  help: 'Webhook deliveries kept, by receiver and status (pending, delivered, failed)',
  labelNames: ['receiver', 'status'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const read = readCounts;
    if (!read) return;
    const counts = await read().catch(() => []);
    for (const { receiver, status, count } of counts) this.set({ receiver, status }, count);
  },
});

/** Has the gauge read this replica's database; answers the function that stops it. */
export function reportDeliveries(read: NonNullable<typeof readCounts>): () => void {
  readCounts = read;
  return () => {
    if (readCounts === read) readCounts = null;
  };
}
