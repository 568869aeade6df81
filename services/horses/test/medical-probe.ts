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

/** A stand-in for the medical service in the horses service's tests: an outbox and its relay, nothing else. */
export function medicalProbe(): ServiceDefinition {
  const name = 'medicalprobe';
  @Module({ imports: [DatabaseModule.forService({ service: name, entities: [OutboxEntity], migrations: [CreateOutbox1700000000001] }), OutboxModule.forService(name)] })
  class ProbeModule {}
  return { name, module: ProbeModule };
}
