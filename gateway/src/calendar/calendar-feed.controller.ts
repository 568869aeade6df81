import { randomUUID } from 'node:crypto';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ACCESS_ROLES,
  type Actor,
  type CalendarAddress,
  HORSE_OPERATIONS,
  USER_EDGE_ROUTES,
  USER_OPERATIONS,
  apiRoute,
  calendarFeedTokenSchema,
  hasRole,
} from '@remuda/contracts';
import { CONFIG, type Config, DomainError, type JsonLogger, LOGGER, MessageClient, runInRequestContext, setCurrentActor } from '@remuda/service-kit';
import { Route } from '../http/route.js';
import { RateLimitStore } from '../rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../rate-limit/too-many-requests.js';
import { PublicChanges } from '../public-cache/public-changes.js';
import { CareCalendar, type ReadCareDates } from './calendar-feed.js';

const OPS = USER_OPERATIONS;
/** `text/calendar`, as the feed's route declares it, in UTF-8. */
const FEED_CONTENT_TYPE = `${apiRoute(USER_EDGE_ROUTES.calendarFeedEvents).contentType}; charset=utf-8`;

/**
 * Reads of the feed per network address and window: a calendar reads it every hour or so, a ranch's staff behind
 * one address a few times that; far more is someone guessing addresses.
 */
const FEED_LIMIT = 120;
const FEED_WINDOW_MS = 10 * 60_000;

/** Any token that opens no feed (unknown, replaced, malformed, or its account no longer staff): one answer, no hint. */
const noFeed = () => new DomainError('NOT_FOUND', 'Not found.');

/**
 * Each staff account's private calendar address of the herd's care due dates (docs/adr/019-calendar-feed.md): the
 * address on the profile, a new one that replaces it, and the feed a calendar reads with the address's token as
 * its only credential. The token's owner is judged on every read, so a replaced token, or one whose account was
 * disabled or demoted to USER, stops working at once. Addresses and links start at the configured public address,
 * never at the request's Host header.
 */
@Controller()
export class CalendarFeedController {
  /** The feed, kept between reads: the same for every staff account, so one per replica. */
  private readonly calendar: CareCalendar;
  /**
   * The staff account whose read the feed was last made for: a making in the background reads the herd as it did.
   * Should it have lost its role since, the horses service refuses, and the next read makes the feed as its reader.
   */
  private reader: Actor | null = null;
  private readonly read: ReadCareDates = (offset, mark) => this.messages.request(HORSE_OPERATIONS.careDates, { offset, mark });

  constructor(
    private readonly messages: MessageClient,
    private readonly store: RateLimitStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) logger: JsonLogger,
    changes: PublicChanges,
  ) {
    this.calendar = new CareCalendar(config.publicUrl, (err) => logger.warn('calendar feed not made again yet', { err }));
    // Every horse, care or riding event (the care plan's among them) has the kept feed made again in the background.
    changes.onChange(() => {
      const actor = this.reader;
      if (actor) runInRequestContext({ correlationId: randomUUID(), actor }, () => this.calendar.changed(this.read));
    });
  }

  @Route(OPS.calendarFeed)
  async address(): Promise<CalendarAddress> {
    const { token } = await this.messages.request(OPS.calendarFeed, {});
    return { url: token === null ? null : this.feedUrl(token) };
  }

  @Route(OPS.replaceCalendarFeed)
  async replace(): Promise<{ url: string }> {
    const { token } = await this.messages.request(OPS.replaceCalendarFeed, {});
    return { url: this.feedUrl(token) };
  }

  @Route(USER_EDGE_ROUTES.calendarFeedEvents)
  async feed(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { count, resetInMs } = await this.store.hit(`calendar-feed-address:${req.ip ?? 'unknown'}`, FEED_WINDOW_MS);
    if (count > FEED_LIMIT) throw tooManyRequests(res, resetInMs, 'calendar-feed', (wait) => `Too many calendar reads from your network. Please try again in ${wait}.`);
    const checked = calendarFeedTokenSchema.safeParse({ token: req.params.token });
    if (!checked.success) throw noFeed();
    // An unknown or replaced token is the users service's NOT_FOUND, in the same words.
    const owner = await this.messages.request(OPS.calendarFeedOwner, checked.data);
    if (owner.disabled || !hasRole(owner.role, ACCESS_ROLES.staff)) throw noFeed();
    // The herd is read as the token's owner: the horses service checks its role as for any staff read.
    this.reader = { id: owner.id, email: owner.email, role: owner.role };
    setCurrentActor(this.reader);
    const body = await this.calendar.body(this.read);
    res.status(200);
    res.setHeader('Content-Type', FEED_CONTENT_TYPE);
    res.setHeader('Cache-Control', 'private, no-cache');
    body.send(req, res);
  }

  private feedUrl(token: string): string {
    return `${this.config.publicUrl}${USER_EDGE_ROUTES.calendarFeedEvents.http.path.replace('{token}', token)}`;
  }
}
