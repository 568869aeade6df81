import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access } from '../http/access.decorator.js';
import { HealthRegistry } from './health-registry.js';

@Controller('health')
@Access('public')
export class HealthController {
  constructor(private readonly health: HealthRegistry) {}

  /** The process is up and its event loop turns. */
  @Get('live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Every database and transport this process depends on answers. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.readiness();
    res.status(report.ready ? 200 : 503);
    return { status: report.ready ? 'ok' : 'unavailable', checks: report.checks };
  }
}
