import { RecentlyDeletedController } from './deleted/recently-deleted.controller.js';
import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { CONFIG, type Config, type JsonLogger, LOGGER, MessagingModule, StorageModule, resolveJwtSecret } from '@remuda/service-kit';
import { AccessGuard } from './auth/access.guard.js';
import { CsrfGuard } from './auth/csrf.guard.js';
import { JWT_SECRET } from './auth/gateway.tokens.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { AuthRateLimitGuard } from './auth/rate-limit.js';
import { Sessions } from './auth/session.js';
import { SessionFeed } from './auth/session-feed.js';
import { SessionView } from './auth/session-view.js';
import { SignInThrottle } from './auth/sign-in-throttle.js';
import { CalendarFeedController } from './calendar/calendar-feed.controller.js';
import { DocsController } from './docs/docs.controller.js';
import { GalleryController } from './horses/gallery.controller.js';
import { HorsesController } from './horses/horses.controller.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { forwardedRoutes } from './http/forwarded-routes.js';
import { MediaController } from './media/media.controller.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { PublicCacheModule } from './public-cache/public-cache.module.js';
import { RemotesModule } from './remotes/remotes.module.js';
import { UploadLimitsController } from './uploads/upload-limits.controller.js';
import { ExportController } from './export/export.controller.js';
import { ImportController } from './import/import.controller.js';
import { ImportJobs } from './import/import-jobs.js';
import { RanchRestore } from './import/ranch-restore.js';
import { MEDICAL_RECORDS } from '@remuda/contracts';
import { recordDocumentsController } from './records/record-documents.controller.js';
import { PublicChanges } from './public-cache/public-changes.js';
import { CanaryJudge } from './remotes/canaries.js';
import { CareDigestUnsubscribeController } from './users/care-digest-unsubscribe.controller.js';
import { ContactController } from './users/contact.controller.js';
import { ContactSubmissions } from './users/contact-submissions.js';
import { SignIns } from './users/sign-ins.js';
import { UsersController } from './users/users.controller.js';
import { FormPostsController } from './web/form-posts.controller.js';
import { PUBLIC_SITE, publicSite } from './web/render/public-site.js';
import { defaultWebRoot } from './web/static-web.js';

/** The routes that compose more than one operation's answer; every other operation's route is forwarded as defined. */
const HAND_WRITTEN = [
  UsersController, ContactController, HorsesController, GalleryController, MediaController, UploadLimitsController, DocsController, CalendarFeedController,
  CareDigestUnsubscribeController, RecentlyDeletedController, ExportController, ImportController, recordDocumentsController(MEDICAL_RECORDS),
];

@Module({
  imports: [PassportModule, MessagingModule, StorageModule, RateLimitModule, RemotesModule, PublicCacheModule],
  controllers: [...HAND_WRITTEN, forwardedRoutes(HAND_WRITTEN), FormPostsController],
  providers: [
    { provide: JWT_SECRET, inject: [CONFIG], useFactory: (config: Config) => createSecretKey(Buffer.from(resolveJwtSecret(config))) },
    {
      provide: PUBLIC_SITE,
      inject: [CONFIG, CanaryJudge, PublicChanges, LOGGER],
      useFactory: (config: Config, releases: CanaryJudge, changes: PublicChanges, logger: JsonLogger) =>
        publicSite({
          webRoot: config.webRoot ?? defaultWebRoot(),
          origin: config.publicUrl,
          releases,
          changes,
          secure: config.cookieSecure,
          logger: logger.child({ component: 'public-pages' }),
        }),
    },
    Sessions,
    SignIns,
    ImportJobs,
    RanchRestore,
    ContactSubmissions,
    AuthRateLimitGuard,
    SessionView,
    SessionFeed,
    SignInThrottle,
    JwtStrategy,
    // Guards run in this order: cross-site writes, then the per-address limit, then sessions and roles.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AuthRateLimitGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, inject: [LOGGER], useFactory: (logger: JsonLogger) => new ApiExceptionFilter(logger) },
  ],
})
export class GatewayModule {}
