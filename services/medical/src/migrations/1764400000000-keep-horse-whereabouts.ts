import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addKnownHorseWhereabouts, dropKnownHorseWhereabouts } from '@remuda/service-kit';

/** The view of the herd keeps each horse's whereabouts too, now that it is the kit's, shared with riding. */
export class KeepHorseWhereabouts1764400000000 implements MigrationInterface {
  name = 'KeepHorseWhereabouts1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addKnownHorseWhereabouts(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKnownHorseWhereabouts(queryRunner);
  }
}
