import { Controller } from '@nestjs/common';
import { HORSE_OPERATIONS, type Media, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { MediaIngest } from './media-ingest.js';

/** Trainers and administrators add a picture or clip the gateway has received. */
@Controller()
export class AddMediaHandler {
  constructor(private readonly ingest: MediaIngest) {}

  @Handles(HORSE_OPERATIONS.addMedia)
  add(input: OperationInput<typeof HORSE_OPERATIONS.addMedia>): Promise<Media> {
    return this.ingest.ingest(input);
  }
}
