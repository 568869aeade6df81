import type { Server } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type Config, type JsonLogger, KitModule, type RunningTarget } from '@remuda/service-kit';
import { GatewayModule } from './gateway.module.js';
import { bodyDeadlines } from './http/body-deadlines.middleware.js';
import { bodyErrors } from './http/body-errors.middleware.js';
import { metricsAccess } from './http/metrics-access.middleware.js';
import { noStoreWhenSignedIn } from './http/no-store.middleware.js';
import { requestContext } from './http/request-context.middleware.js';
import { securityHeaders } from './http/security-headers.middleware.js';
import { sessionCookieByName } from './http/session-cookie.middleware.js';
import { PublicReadMiddleware } from './public-cache/public-read.middleware.js';
import { LiveRemoteRegistry } from './remotes/remote-registry.js';
import { FORM_PAGES } from './web/form-posts.controller.js';
import { PUBLIC_SITE, type PublicSite } from './web/render/public-site.js';
import { staticWeb } from './web/static-web.js';

/** Starts the HTTP edge: the /api routes, health and metrics, the docs, and the built front ends. */
export async function startGateway(config: Config, logger: JsonLogger): Promise<RunningTarget> {
  const log = logger.child({ service: 'gateway' });
  const app = await NestFactory.create<NestExpressApplication>(
    { module: class GatewayRoot {}, imports: [KitModule.forRoot(config, log), GatewayModule] },
    { logger: log, bodyParser: false, abortOnError: false },
  );
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.use(requestContext(log));
  app.use(bodyDeadlines(config.bodyTimeouts));
  const remotes = app.get(LiveRemoteRegistry);
  app.use(securityHeaders(() => remotes.origins(), config.cookieSecure));
  app.use(compression());
  app.use('/metrics', metricsAccess(config.metricsToken));
  app.use(cookieParser(), sessionCookieByName(config.cookieSecure));
  // Anonymous horse reads from this replica's memory (ADR 011): after the cookies are read, before the routes.
  app.use(app.get(PublicReadMiddleware).handler());
  app.use('/api', noStoreWhenSignedIn, express.json({ limit: config.bodyLimit }), bodyErrors);
  // The forms of the public site posted as pages (web/form-posts.controller.ts).
  app.use(Object.values(FORM_PAGES), express.urlencoded({ extended: false, limit: config.bodyLimit, parameterLimit: 20 }), bodyErrors);
  const site = app.get<PublicSite>(PUBLIC_SITE);
  app.use(staticWeb(site.webRoot, site));
  await app.listen(config.port, config.host);
  const server = app.getHttpServer() as Server;
  // Idle keep-alive connections outlive those of whatever sits in front (an ingress or load balancer keeps its own
  // for 60 s), so the gateway never closes a connection at the moment a client sends on it: that race ends in a
  // reset the client sees as no answer at all. Header time stays bounded just above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A body's time is kept by bodyDeadlines, by its kind: Node's one clock for every request would cut off a long upload.
  server.requestTimeout = 0;
  log.info('gateway listening', { url: `http://localhost:${(server.address() as { port: number }).port}` });
  return {
    name: 'gateway',
    app,
    async close() {
      // Finish what is in flight, but do not wait for idle keep-alive connections to time out, nor for ever.
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      await app.close();
      clearTimeout(force);
    },
  };
}
