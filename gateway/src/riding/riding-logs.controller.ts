import { Controller } from '@nestjs/common';
import { RIDING_OPERATIONS, type RidingLog } from '@remuda/contracts';
import { MessageClient } from '@remuda/service-kit';
import { type Input, Route, RouteInput } from '../http/route.js';

const OPS = RIDING_OPERATIONS;

@Controller()
export class RidingLogsController {
  constructor(private readonly messages: MessageClient) {}

  @Route(OPS.list)
  list(@RouteInput() input: Input<typeof OPS.list>): Promise<RidingLog[]> {
    return this.messages.request(OPS.list, input);
  }
}
