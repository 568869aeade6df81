import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualified } from '@remuda/service-kit';

/** Each horse's version, one more with every change, so a change made on a stale copy is refused. */
export class VersionHorses1764500000000 implements MigrationInterface {
  name = 'VersionHorses1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A plain ADD COLUMN: TypeORM's addColumn would rebuild a SQLite table, dropping its triggers. The horses there now start at 1.
    await queryRunner.query(`ALTER TABLE ${qualified(queryRunner)('horses')} ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${qualified(queryRunner)('horses')} DROP COLUMN version`);
  }
}
