import { type DataSource, In, LessThanOrEqual } from 'typeorm';
import type { DomainEvent, EventDefinition, EventEnvelope } from '@remuda/contracts';
import { insertRows } from '../database/insert-rows.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { runInRequestContext } from '../logging/request-context.js';
import type { EventHandlerBinding } from './event-handlers.js';
import { InboxEntity } from './inbox.entity.js';
import { recorderOf } from './record-event.js';

export type ApplyOutcome = 'applied' | 'duplicate';

/** One event read as its handler's, delivered by JetStream, to apply among others (`applyDeliveredTogether`). */
export interface DeliveredApplication {
  binding: EventHandlerBinding;
  event: DomainEvent<EventDefinition>;
  envelopeText: string;
  /** Failed attempts before this delivery. */
  failures: number;
}

/** Inbox rows per INSERT: 11 parameters each, well within SQLite's and PostgreSQL's limits on a statement. */
const ROWS_PER_INSERT = 500;

/** A row about to be taken in: which handler, which event. */
export interface InboxDelivery {
  consumer: string;
  envelope: EventEnvelope;
}

/**
 * The inbox table of one service's database: what the consumers of both modes read and write. Every change to a
 * row that records an application happens in the handler's own transaction, so "applied" and the handler's
 * change commit together or not at all. Events a handler records go out through `committed` (the outbox relay's
 * fast path) as soon as its transaction commits; without one, the relay's sweep publishes them.
 */
export class Inbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly committed: (recorded: EventEnvelope[]) => void = () => {},
  ) {}

  /**
   * Embedded mode: takes events in as `pending` rows, ignoring those already held (by primary key), and answers
   * which were new. Durable when it resolves: the producer may then forget them.
   */
  async accept(deliveries: InboxDelivery[], now = new Date().toISOString()): Promise<{ accepted: InboxDelivery[]; duplicates: InboxDelivery[] }> {
    if (deliveries.length === 0) return { accepted: [], duplicates: [] };
    const held = await this.held(deliveries);
    const accepted = deliveries.filter((d) => !held.has(key(d.consumer, d.envelope.id)));
    const duplicates = deliveries.filter((d) => held.has(key(d.consumer, d.envelope.id)));
    if (accepted.length > 0) {
      await this.dataSource.manager
        .createQueryBuilder()
        .insert()
        .into(InboxEntity)
        .values(accepted.map((d) => row(d, 'pending', now)))
        // A concurrent delivery of the same event (the relay and a catch-up) may have won the race: fine.
        .orIgnore()
        .execute();
    }
    return { accepted, duplicates };
  }

  /**
   * Embedded mode: applies a pending row in one transaction that turns it `applied` and runs the handler. A row
   * no longer pending (applied meanwhile) is a duplicate and the handler does not run.
   */
  async applyPending(binding: EventHandlerBinding, event: DomainEvent<EventDefinition>): Promise<ApplyOutcome> {
    let claimed = false;
    const recorded: EventEnvelope[] = [];
    await this.dataSource.manager.transaction(async (em) => {
      const result = await em.update(
        InboxEntity,
        { consumer: binding.consumer, eventId: event.id, status: 'pending' },
        { status: 'applied', appliedAt: new Date().toISOString() },
      );
      if (!result.affected) return;
      claimed = true;
      const record = recorderOf(em, recorded);
      await binding.handle(event, em, record);
      await record.flush();
    });
    this.committed(recorded);
    return claimed ? 'applied' : 'duplicate';
  }

  /**
   * JetStream mode: applies an event in one transaction that inserts its `applied` row and runs the handler. An
   * event already recorded (applied, given up on or dropped) is a duplicate; so is one another replica is applying
   * at this moment (its insert wins on the primary key). A dead letter sent again by hand waits as a `pending` row:
   * it is claimed as the embedded mode claims one, once.
   */
  async applyDelivered(binding: EventHandlerBinding, event: DomainEvent<EventDefinition>, envelopeText: string, failures: number): Promise<ApplyOutcome> {
    // No look first: the inbox row's primary key tells a duplicate apart, and duplicates are the rare case.
    let taken = false;
    const recorded: EventEnvelope[] = [];
    try {
      await this.dataSource.manager.transaction(async (em) => {
        const now = new Date().toISOString();
        await em.insert(InboxEntity, { ...row({ consumer: binding.consumer, envelope: event }, 'applied', now, envelopeText), attempts: failures, appliedAt: now });
        taken = true;
        const record = recorderOf(em, recorded);
        await binding.handle(event, em, record);
        await record.flush();
      });
    } catch (err) {
      // Only the inbox row's own key makes a duplicate: a unique violation of the handler's is a failure.
      if (!taken && isUniqueViolation(err)) return this.applyPending(binding, event);
      throw err;
    }
    this.committed(recorded);
    return 'applied';
  }

  /**
   * JetStream mode: applies several delivered events in one transaction, in the order given: their `applied` rows
   * in one statement, then each handler with its event's correlation id and actor as the request context. One
   * commit for all of them is what a consumer behind a busy stream saves. It is all or nothing: when any of them
   * fails (a handler, or an event another replica holds already) nothing is kept, and the caller applies each on
   * its own with `applyDelivered`, which tells the duplicate and the failure apart.
   */
  async applyDeliveredTogether(applications: readonly DeliveredApplication[]): Promise<void> {
    const recorded: EventEnvelope[] = [];
    await this.dataSource.manager.transaction(async (em) => {
      const now = new Date().toISOString();
      const rows = applications.map(({ binding, event, envelopeText, failures }) => ({
        ...row({ consumer: binding.consumer, envelope: event }, 'applied', now, envelopeText),
        attempts: failures,
        appliedAt: now,
      }));
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insertRows(em, InboxEntity, rows.slice(i, i + ROWS_PER_INSERT));
      const record = recorderOf(em, recorded);
      for (const { binding, event } of applications) {
        await runInRequestContext({ correlationId: event.correlationId, actor: event.actor }, () => binding.handle(event, em, record));
      }
      await record.flush();
    });
    this.committed(recorded);
  }

  /** Pending rows due now, oldest event first. */
  due(limit: number, now = new Date().toISOString()): Promise<InboxEntity[]> {
    return this.dataSource.getRepository(InboxEntity).find({
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
      order: { occurredAt: 'ASC', eventId: 'ASC' },
      take: limit,
    });
  }

  /** When the earliest pending row is due, or null when none is pending. */
  async nextDueAt(): Promise<string | null> {
    const next = await this.dataSource.getRepository(InboxEntity).findOne({
      where: { status: 'pending' },
      order: { nextAttemptAt: 'ASC' },
      select: { consumer: true, eventId: true, nextAttemptAt: true },
    });
    return next?.nextAttemptAt ?? null;
  }

  /** Embedded mode: records a failed attempt and when to try again. */
  async retryLater(consumer: string, eventId: string, attempts: number, error: string, at: string): Promise<void> {
    await this.dataSource.getRepository(InboxEntity).update({ consumer, eventId, status: 'pending' }, { attempts, lastError: error, nextAttemptAt: at });
  }

  /** Records that an event is given up on, so a redelivery or replay of it is skipped like an applied one. */
  async markDead(delivery: InboxDelivery, attempts: number, error: string, envelopeText?: string): Promise<void> {
    const repo = this.dataSource.getRepository(InboxEntity);
    const now = new Date().toISOString();
    const changes = { status: 'dead' as const, attempts, lastError: error, appliedAt: now };
    const result = await repo.update({ consumer: delivery.consumer, eventId: delivery.envelope.id, status: 'pending' }, changes);
    if (result.affected) return;
    await repo
      .createQueryBuilder()
      .insert()
      .values({ ...row(delivery, 'dead', now, envelopeText), ...changes })
      .orIgnore()
      .execute();
  }

  /** Events taken in and not applied or given up on yet. */
  pendingCount(): Promise<number> {
    return this.dataSource.getRepository(InboxEntity).countBy({ status: 'pending' });
  }

  /** The dead letters: events given up on and neither sent again nor dropped, the oldest death first. */
  deadLetters(): Promise<InboxEntity[]> {
    return this.dataSource.getRepository(InboxEntity).find({ where: { status: 'dead' }, order: { appliedAt: 'ASC', eventId: 'ASC' } });
  }

  /** One dead letter, or null when the consumer holds no such event given up on. */
  deadLetter(consumer: string, eventId: string): Promise<InboxEntity | null> {
    return this.dataSource.getRepository(InboxEntity).findOneBy({ consumer, eventId, status: 'dead' });
  }

  /** How many dead letters each consumer holds. */
  async deadLetterCounts(): Promise<Map<string, number>> {
    const rows = await this.dataSource
      .getRepository(InboxEntity)
      .createQueryBuilder('i')
      .select('i.consumer', 'consumer')
      .addSelect('COUNT(*)', 'count')
      .where('i.status = :dead', { dead: 'dead' })
      .groupBy('i.consumer')
      .getRawMany<{ consumer: string; count: string | number }>();
    return new Map(rows.map((r) => [r.consumer, Number(r.count)]));
  }

  /**
   * Sends a dead letter again: its row turns `pending`, attempts from naught, and `deliver` (the JetStream mode's
   * publish; the embedded mode's worker reads pending rows itself) runs before that commits, so a letter that
   * cannot be delivered stays dead. Answers false, changing nothing, when it is no dead letter (any more): a
   * letter sent again twice is applied once.
   */
  async resend(consumer: string, eventId: string, deliver: (letter: InboxEntity) => Promise<void> = async () => {}): Promise<boolean> {
    return this.dataSource.manager.transaction(async (em) => {
      const letter = await em.findOneBy(InboxEntity, { consumer, eventId, status: 'dead' });
      if (!letter) return false;
      const taken = await em.update(InboxEntity, { consumer, eventId, status: 'dead' }, { status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString(), appliedAt: null });
      if (!taken.affected) return false;
      await deliver(letter);
      return true;
    });
  }

  /** Drops a dead letter for good: kept as `dropped`, so a replay of its event skips it. Answers false when it is no dead letter. */
  async drop(consumer: string, eventId: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(InboxEntity).update({ consumer, eventId, status: 'dead' }, { status: 'dropped' });
    return Boolean(result.affected);
  }

  private async held(deliveries: InboxDelivery[]): Promise<Set<string>> {
    const consumers = [...new Set(deliveries.map((d) => d.consumer))];
    const ids = [...new Set(deliveries.map((d) => d.envelope.id))];
    const rows = await this.dataSource.getRepository(InboxEntity).find({
      where: { consumer: In(consumers), eventId: In(ids) },
      select: { consumer: true, eventId: true },
    });
    return new Set(rows.map((r) => key(r.consumer, r.eventId)));
  }
}

const key = (consumer: string, eventId: string) => `${consumer}\n${eventId}`;

function row(delivery: InboxDelivery, status: InboxEntity['status'], now: string, envelopeText?: string): InboxEntity {
  const { consumer, envelope } = delivery;
  return {
    consumer,
    eventId: envelope.id,
    type: envelope.type,
    envelope: envelopeText ?? JSON.stringify(envelope),
    status,
    attempts: 0,
    lastError: null,
    occurredAt: envelope.occurredAt,
    receivedAt: now,
    nextAttemptAt: now,
    appliedAt: null,
  };
}
