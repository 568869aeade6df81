import { Controller } from '@nestjs/common';
import { MEDICAL_OPERATIONS, type MedicalRecord } from '@remuda/contracts';
import { MessageClient } from '@remuda/service-kit';
import { type Input, Route, RouteInput } from '../http/route.js';

const OPS = MEDICAL_OPERATIONS;

@Controller()
export class MedicalRecordsController {
  constructor(private readonly messages: MessageClient) {}

  @Route(OPS.list)
  list(@RouteInput() input: Input<typeof OPS.list>): Promise<MedicalRecord[]> {
    return this.messages.request(OPS.list, input);
  }
}
