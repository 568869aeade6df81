import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import { isUniqueViolation } from '../database/unique-violation.js';
import { DomainError } from '../errors/domain-error.js';
import { IdempotencyKeys } from '../idempotency/idempotency-keys.js';
import type { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity.js';
import { type IdempotentRequest, takeIdempotentRequest } from '../idempotency/idempotent-request.js';
import { LOGGER } from '../kit.tokens.js';
import { ActingAccounts, actorToConfirm } from '../rpc/acting-account.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { OutboxRelay } from './outbox-relay.js';
import { type RecordEvent, recorderOf } from './record-event.js';

/** What a change sees inside its transaction: the transaction's entity manager and the way to record events. */
export interface WriteContext {
  em: EntityManager;
  /** Records an event in the outbox, published if and only if this transaction commits. */
  record: RecordEvent;
}

/**
 * The routine of every write a service makes: one transaction for the change and the events it records, the
 * events published as soon as the transaction has committed, and the answer read back afterwards, outside the
 * transaction, so it shows what was committed.
 *
 * A write of an idempotent operation sent with an Idempotency-Key (see `Handles`) is applied once per key and
 * user: the key is claimed in the change's transaction, before the change, so it is kept if and only if the
 * change is; a repeat answers the first answer. A change that fails keeps nothing, so its repeat is judged afresh.
 * Everything an idempotent operation refuses must therefore be decided inside the change, and its handler makes
 * one write.
 *
 * A write made for a signed-in actor (see `Handles`) first confirms that the account may still make it
 * (`ActingAccounts`): its current role, not the one the gateway saw, and not disabled; in its transaction where the
 * service holds the accounts, just before it elsewhere.
 */
@Injectable()
export class Writes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly keys: IdempotencyKeys,
    private readonly actingAccounts: ActingAccounts,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /**
   * The change, after the actor of the request being handled (if any) is confirmed: in the same transaction, or,
   * when the check asks another service, just before it opens.
   */
  private async confirmed<T>(change: (tx: WriteContext) => Promise<T>): Promise<(tx: WriteContext) => Promise<T>> {
    const acting = actorToConfirm();
    if (!acting) return change;
    if (!this.actingAccounts.inTransaction) {
      await this.actingAccounts.confirm(this.dataSource.manager, acting.actor, acting.access);
      return change;
    }
    return async (tx) => {
      await this.actingAccounts.confirm(tx.em, acting.actor, acting.access);
      return change(tx);
    };
  }

  async run<T, A = T>(change: (tx: WriteContext) => Promise<T>, readBack?: (result: T) => Promise<A>): Promise<A> {
    const request = takeIdempotentRequest();
    change = await this.confirmed(change);
    if (request) return this.runOnce(request, change, readBack);
    const recorded: EventEnvelope[] = [];
    const result = await this.dataSource.transaction(async (em) => {
      const record = recorderOf(em, recorded);
      const changed = await change({ em, record });
      await record.flush();
      return changed;
    });
    this.relay.publishCommitted(recorded);
    return readBack ? readBack(result) : (result as unknown as A);
  }

  private async runOnce<T, A>(request: IdempotentRequest, change: (tx: WriteContext) => Promise<T>, readBack?: (result: T) => Promise<A>): Promise<A> {
    const earlier = await this.keys.find(request);
    if (earlier) return this.repeat(request, earlier, readBack);
    const recorded: EventEnvelope[] = [];
    let result: T;
    try {
      result = await this.dataSource.transaction(async (em) => {
        await this.keys.claim(em, request);
        const record = recorderOf(em, recorded);
        const changed = await change({ em, record });
        await record.flush();
        await this.keys.keep(em, request, readBack ? { result: changed } : { answer: changed });
        return changed;
      });
    } catch (err) {
      // The same key committed meanwhile (by another replica, or while this one waited for its transaction):
      // this transaction is rolled back and the first answer stands.
      if (!isUniqueViolation(err)) throw err;
      const first = await this.keys.find(request);
      if (!first) throw err;
      return this.repeat(request, first, readBack);
    }
    this.relay.publishCommitted(recorded);
    if (!readBack) return result as unknown as A;
    const answer = await readBack(result);
    // Not fatal: without it a repeat reads the answer back again from the kept result.
    await this.keys.keep(this.dataSource.manager, request, { answer }).catch((err: unknown) => {
      this.logger.warn('the answer of a write was not kept for its Idempotency-Key', { err, operation: request.operation });
    });
    return answer;
  }

  private async repeat<T, A>(request: IdempotentRequest, earlier: IdempotencyKeyEntity, readBack?: (result: T) => Promise<A>): Promise<A> {
    if (earlier.fingerprint !== request.fingerprint) {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    }
    if (earlier.answer !== null || !readBack) return JSON.parse(earlier.answer ?? 'null') as A;
    // The first request has committed but not kept its read-back answer (not yet, or it could not): read it back.
    return readBack(JSON.parse(earlier.result ?? 'null') as T);
  }
}
