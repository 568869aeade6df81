import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { CONFIG, type Config, type JsonLogger, LOGGER } from '@remuda/service-kit';
import { WebhookReceiverEntity } from '../receivers/receiver.entity.js';
import { retryDelayMs } from './backoff.js';
import { reportDeliveries, webhookAttempts } from './delivery-metrics.js';
import { WebhookDeliveryEntity } from './delivery.entity.js';
import { WebhookSender } from './sender.js';
import { WebhookClock } from './webhook-clock.js';

/** How often each replica looks for deliveries whose time has come, when nothing else wakes it. */
const TICK_MS = 200;
/** How long past the request's time-out a replica holds a delivery it took. */
const LEASE_MARGIN_MS = 30_000;

/** Narrows a query of deliveries `d` to those that are pending, due at `:now` and not leased. */
function due<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return query
    .andWhere("d.status = 'pending'")
    .andWhere('d.nextAttemptAt <= :now')
    .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)');
}

/**
 * Sends the pending deliveries, in every replica. A replica takes deliveries by leasing them (on PostgreSQL in one
 * transaction that passes over the rows another replica is leasing at that moment), so no two replicas send one
 * delivery at once; one that dies holding a lease leaves its deliveries to another when the lease ends. Per receiver:
 *
 * - **in order per horse**: only the first pending delivery of each `order_key` is a candidate, so a later event of
 *   the same horse waits while an earlier one is being sent or waits for its retry, and goes once that one is
 *   delivered or failed for good;
 * - **at most `REMUDA_WEBHOOKS_CONCURRENCY` requests at once** by this replica: a slow or dead receiver fills its own
 *   slots and no one else's, and never the consumer's (which only writes rows);
 * - a failed try waits 5 s doubling up to an hour, until `REMUDA_WEBHOOKS_RETRY_HOURS` after the event, and is then
 *   kept as failed with its last error, to be sent again by hand.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private started = false;
  private stopReporting: (() => void) | null = null;
  private readonly inFlight = new Map<string, number>();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: WebhookSender,
    private readonly clock: WebhookClock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    // Nest calls this for the application and again for its message server, which shares the container.
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
    this.stopReporting = reportDeliveries(async () => {
      const rows = await this.dataSource
        .getRepository(WebhookDeliveryEntity)
        .createQueryBuilder('d')
        .select('d.receiverId', 'receiver')
        .addSelect('d.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .groupBy('d.receiverId')
        .addGroupBy('d.status')
        .getRawMany<{ receiver: string; status: string; count: string | number }>();
      return rows.map((r) => ({ receiver: r.receiver, status: r.status, count: Number(r.count) }));
    });
  }

  /** Stops taking deliveries and waits for the requests under way (each ends by its time-out). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopReporting?.();
    await this.idle();
    this.sender.close();
  }

  /** Takes and starts whatever may be sent now; resolves once taken (the requests go on). Never fails (it logs). */
  tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    const run = (async () => {
      do {
        this.again = false;
        if (this.stopping) return;
        await this.work();
      } while (this.again);
    })()
      .catch((err: unknown) => this.logger.warn('webhook delivery tick failed; the next one tries again', { err }))
      .finally(() => {
        this.ticking = null;
      });
    this.ticking = run;
    return run;
  }

  /** Resolves when no tick runs and no request of this replica is under way (tests). */
  async idle(): Promise<void> {
    while (this.ticking || this.sending.size) await Promise.all([this.ticking, ...this.sending]);
  }

  private async work(): Promise<void> {
    const now = this.clock.now().toISOString();
    // The receivers with something due: each found by its first due delivery, not by reading them all.
    const receivers = await this.dataSource
      .getRepository(WebhookReceiverEntity)
      .createQueryBuilder('r')
      .where('r.enabled = :enabled', { enabled: true })
      .andWhere((qb) => `EXISTS ${due(qb.subQuery().select('1').from(WebhookDeliveryEntity, 'd').where('d.receiverId = r.id')).getQuery()}`)
      .setParameters({ now })
      .getMany();
    for (const receiver of receivers) {
      if (this.stopping) return;
      const free = this.config.webhooks.concurrency - (this.inFlight.get(receiver.id) ?? 0);
      if (free <= 0) continue;
      const { taken, lease } = await this.take(receiver.id, free, now);
      for (const delivery of taken) this.start(receiver, delivery, lease);
    }
  }

  /**
   * Takes up to `count` of a receiver's deliveries that may go now, oldest first: answers them and the lease they are
   * this replica's under. On PostgreSQL in one transaction whose row locks keep other replicas off them (`SKIP
   * LOCKED`: they take the next ones instead of racing for these). SQLite serves one process, whose ticks never
   * overlap, and its transactions queue behind every other of the service's, so there it takes without one.
   */
  private async take(receiverId: string, count: number, now: string): Promise<{ taken: WebhookDeliveryEntity[]; lease: string }> {
    const lease = new Date(Date.parse(now) + this.config.webhooks.timeoutMs + LEASE_MARGIN_MS).toISOString();
    const postgres = this.dataSource.options.type === 'postgres';
    const pick = async (em: EntityManager) => {
      // Only the first pending delivery of each horse may go: an earlier one still pending holds the later ones. The
      // firsts are found once per take (materialized): a plan that looked them up again for every due row, as stale
      // statistics of this busy table can make PostgreSQL choose, took seconds.
      const deliveries = em.getRepository(WebhookDeliveryEntity);
      const firsts = deliveries
        .createQueryBuilder('p')
        .select('MIN(p.seq)', 'seq')
        .where('p.receiverId = :receiverId')
        .andWhere("p.status = 'pending'")
        .groupBy('p.orderKey');
      const query = due(deliveries.createQueryBuilder('d'))
        .addCommonTableExpression(firsts, 'firsts', { materialized: true })
        .andWhere('d.seq IN (SELECT seq FROM firsts)')
        .setParameters({ now, receiverId })
        .orderBy('d.seq', 'ASC')
        .limit(count);
      if (postgres) query.setLock('for_no_key_update').setOnLocked('skip_locked');
      const rows = await query.getMany();
      if (rows.length) await em.update(WebhookDeliveryEntity, { seq: In(rows.map((row) => row.seq)) }, { leaseUntil: lease });
      return rows;
    };
    const taken = postgres ? await this.dataSource.transaction(pick) : await pick(this.dataSource.manager);
    return { taken, lease };
  }

  private start(receiver: WebhookReceiverEntity, delivery: WebhookDeliveryEntity, lease: string): void {
    this.inFlight.set(receiver.id, (this.inFlight.get(receiver.id) ?? 0) + 1);
    const sent: Promise<void> = this.deliver(receiver, delivery, lease)
      .catch((err: unknown) => this.logger.warn('webhook delivery not settled; its lease hands it on', { err, delivery: delivery.id }))
      .finally(() => {
        this.inFlight.set(receiver.id, (this.inFlight.get(receiver.id) ?? 1) - 1);
        this.sending.delete(sent);
        // The next of its horse may go now, and a slot is free.
        if (!this.stopping) void this.tick();
      });
    this.sending.add(sent);
  }

  private async deliver(receiver: WebhookReceiverEntity, delivery: WebhookDeliveryEntity, lease: string): Promise<void> {
    const attempts = delivery.attempts + 1;
    try {
      await this.sender.send({ url: receiver.url, secret: receiver.secret, eventId: delivery.eventId, body: delivery.body });
    } catch (err) {
      const now = this.clock.now();
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (now.getTime() >= Date.parse(delivery.giveUpAt)) {
        await this.settle(delivery, lease, { status: 'failed', attempts, lastError, leaseUntil: null });
        webhookAttempts.inc({ receiver: receiver.id, outcome: 'failed' });
        this.logger.warn('webhook delivery failed for good', { receiver: receiver.id, delivery: delivery.id, attempts, error: lastError });
        return;
      }
      const next = Math.min(now.getTime() + retryDelayMs(attempts), Date.parse(delivery.giveUpAt));
      await this.settle(delivery, lease, { attempts, lastError, leaseUntil: null, nextAttemptAt: new Date(next).toISOString() });
      webhookAttempts.inc({ receiver: receiver.id, outcome: 'retry' });
      return;
    }
    await this.settle(delivery, lease, { status: 'delivered', attempts, lastError: null, leaseUntil: null, deliveredAt: this.clock.now().toISOString() });
    webhookAttempts.inc({ receiver: receiver.id, outcome: 'delivered' });
  }

  /** Records this replica's try: only while the delivery is still the one it leased. */
  private async settle(delivery: WebhookDeliveryEntity, lease: string, change: Partial<WebhookDeliveryEntity>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(WebhookDeliveryEntity)
      .set(change)
      .where("seq = :seq AND status = 'pending' AND lease_until = :lease", { seq: delivery.seq, lease })
      .execute();
  }
}
