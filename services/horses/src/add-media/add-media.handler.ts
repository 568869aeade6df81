import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HORSES_PATTERNS, type Media, STAFF_ROLES, addMediaMessageSchema } from '@remuda/contracts';
import { messageData, requireActor } from '@remuda/service-kit';
import { MediaIngest } from './media-ingest.js';

/** Trainers and administrators add a picture or clip the gateway has received. */
@Controller()
export class AddMediaHandler {
  constructor(private readonly ingest: MediaIngest) {}

  @MessagePattern(HORSES_PATTERNS.addMedia)
  add(@Payload() message: unknown): Promise<Media> {
    const data = messageData(addMediaMessageSchema, message);
    requireActor(STAFF_ROLES);
    return this.ingest.ingest(data);
  }
}
