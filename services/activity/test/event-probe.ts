import { Module } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DatabaseModule, OutboxEntity, OutboxModule, type ServiceDefinition } from '@remuda/service-kit';
import { createOutboxTable } from '@remuda/service-kit/testing';

class CreateOutbox1700000000001 implements MigrationInterface {
  name = 'CreateOutbox1700000000001';
  up(q: QueryRunner) {
    return createOutboxTable(q);
  }
  async down() {}
}

export const PROBE = 'historyprobe';

/** A stand-in for the producing services in the activity service's tests: an outbox and its relay, nothing else. */
export function eventProbe(): ServiceDefinition {
  @Module({ imports: [DatabaseModule.forService({ service: PROBE, entities: [OutboxEntity], migrations: [CreateOutbox1700000000001] }), OutboxModule.forService(PROBE)] })
  class ProbeModule {}
  return { name: PROBE, module: ProbeModule };
}
