import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RIDING_OPERATIONS, type RidingActivity, type RidingLog } from '@remuda/contracts';
import { MessageClient } from '@remuda/service-kit';
import { pagedList } from '../http/paging.js';
import { type Input, Route, RouteInput } from '../http/route.js';

const OPS = RIDING_OPERATIONS;

/** Riding logs: any signed-in user reads them, trainers and administrators write them. */
@Controller()
export class RidingLogsController {
  constructor(private readonly messages: MessageClient) {}

  /** A plain JSON array as the spec has it; X-Total-Count, and with `limit` a Link to the next page. */
  @Route(OPS.list)
  async list(@RouteInput() query: Input<typeof OPS.list>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RidingLog[]> {
    return pagedList(await this.messages.request(OPS.list, query), query, req, res);
  }

  @Route(OPS.get)
  get(@RouteInput() input: Input<typeof OPS.get>): Promise<RidingLog> {
    return this.messages.request(OPS.get, input);
  }

  @Route(OPS.create)
  create(@RouteInput() input: Input<typeof OPS.create>): Promise<RidingLog> {
    return this.messages.request(OPS.create, input);
  }

  @Route(OPS.update)
  update(@RouteInput() input: Input<typeof OPS.update>): Promise<RidingLog> {
    return this.messages.request(OPS.update, input);
  }

  @Route(OPS.remove)
  remove(@RouteInput() input: Input<typeof OPS.remove>): Promise<{ ok: true }> {
    return this.messages.request(OPS.remove, input);
  }

  /** The riding activity section of /admin/reports, for trainers and administrators. */
  @Route(OPS.activity)
  activity(@RouteInput() input: Input<typeof OPS.activity>): Promise<RidingActivity> {
    return this.messages.request(OPS.activity, input);
  }
}
