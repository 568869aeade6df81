import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { InvalidateOnWrite } from './invalidate-on-write.interceptor.js';
import { PublicChanges } from './public-changes.js';
import { PublicFeed } from './public-feed.js';
import { PublicReadCache } from './public-read-cache.js';
import { PublicReadMiddleware } from './public-read.middleware.js';

/**
 * Anonymous reads of horses answered from each gateway replica's memory, dropped on every change to horses or
 * rides (ADR 011). Exports PublicChanges for anything else that keeps public answers, and the middleware the
 * gateway mounts before its routes.
 */
@Module({
  providers: [PublicChanges, PublicReadCache, PublicFeed, PublicReadMiddleware, { provide: APP_INTERCEPTOR, useClass: InvalidateOnWrite }],
  exports: [PublicChanges, PublicReadMiddleware],
})
export class PublicCacheModule {}
