import { Controller, Header, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type CanaryStatus, PLATFORM_EDGE_ROUTES, type RemoteRegistry, type RemoteReports } from '@remuda/contracts';
import { CONFIG, type Config } from '@remuda/service-kit';
import { Route, RouteInput } from '../http/route.js';
import { RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';
import { CanaryJudge } from './canaries.js';

const ROUTES = PLATFORM_EDGE_ROUTES;

@Controller()
export class RemotesController {
  constructor(
    private readonly canaries: CanaryJudge,
    private readonly store: RateLimitStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  // Never cached: a page load after the registry changes (or a canary is rolled back) must see the change.
  @Route(ROUTES.remotes)
  @Header('Cache-Control', 'no-cache')
  get(): Promise<RemoteRegistry> {
    return this.canaries.served();
  }

  /** Browsers' reports, so many a minute per network address (REMUDA_REMOTE_REPORTS_LIMIT): a page sends one or two. */
  @Route(ROUTES.remoteReports)
  async report(
    @RouteInput() input: RemoteReports,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ counted: number }> {
    const { count, resetInMs } = await this.store.hit(`remote-reports:${req.ip ?? 'unknown'}`, 60_000);
    if (count > this.config.remoteReportsPerMinute) {
      throw tooManyRequests(res, resetInMs, 'remote-reports', (wait) => `Too many reports from this address; try again in ${wait}.`);
    }
    return { counted: await this.canaries.count(input) };
  }

  @Route(ROUTES.canaries)
  @Header('Cache-Control', 'no-store')
  canaryStatuses(): Promise<CanaryStatus[]> {
    return this.canaries.statuses();
  }
}
