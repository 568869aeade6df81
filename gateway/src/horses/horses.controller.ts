import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  HORSES_PATTERNS,
  type Horse,
  type HorseDetail,
  type HorseListPage,
  type HorseListQuery,
  type Media,
  RIDING_PATTERNS,
  type RidingLog,
  horseInputSchema,
  horseListQuerySchema,
  profileImageRequestSchema,
} from '@remuda/contracts';
import { Access, CONFIG, type Config, DomainError, type JsonLogger, LOGGER, MessageClient, OBJECT_STORE, type ObjectStore } from '@remuda/service-kit';
import { IdParam } from '../http/id-param.pipe.js';
import { ZodBody } from '../http/zod-body.pipe.js';
import { ZodQuery } from '../http/zod-query.pipe.js';
import { receiveUpload } from './receive-upload.js';

const P = HORSES_PATTERNS;
// Re-encoding a large picture or copying a long clip takes longer than an ordinary call.
const MEDIA_TIMEOUT_MS = 120_000;

type HorseWithMedia = Omit<HorseDetail, 'ridingLogs'>;

@Controller('api/horses')
export class HorsesController {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /** A plain JSON array as the spec has it; with `limit`, X-Total-Count and a Link to the next page. */
  @Get()
  @Access('public')
  async list(
    @Query(new ZodQuery(horseListQuerySchema)) query: HorseListQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Horse[]> {
    const page = await this.messages.request<HorseListPage>(P.list, query);
    res.setHeader('X-Total-Count', String(page.total));
    if (query.limit !== undefined && (query.offset ?? 0) + query.limit < page.total) {
      const next = new URL(req.originalUrl, 'http://placeholder');
      next.searchParams.set('offset', String((query.offset ?? 0) + query.limit));
      res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return page.items;
  }

  @Get('name/:name')
  @Access('public')
  async byName(@Param('name') name: string): Promise<HorseDetail> {
    if (!name.trim() || name.length > 100) throw new DomainError('NOT_FOUND', 'Horse not found.');
    return this.withRidingLogs(await this.messages.request<HorseWithMedia>(P.getByName, { name }));
  }

  @Get(':id')
  @Access('public')
  async get(@Param('id', new IdParam()) id: string): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request<HorseWithMedia>(P.get, { id }));
  }

  @Post()
  @HttpCode(201)
  @Access('staff')
  async create(@Body(new ZodBody(horseInputSchema)) horse: unknown): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request<HorseWithMedia>(P.create, horse));
  }

  @Put(':id')
  @Access('staff')
  async update(@Param('id', new IdParam()) id: string, @Body(new ZodBody(horseInputSchema)) horse: unknown): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request<HorseWithMedia>(P.update, { id, horse }));
  }

  @Put(':id/profile-image')
  @Access('staff')
  async setProfileImage(
    @Param('id', new IdParam()) id: string,
    @Body(new ZodBody(profileImageRequestSchema)) body: { mediaId: string },
  ): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request<HorseWithMedia>(P.setProfileImage, { id, mediaId: body.mediaId }));
  }

  /**
   * Streams the upload into storage (judged by its bytes, limited by its kind), then asks the horses service to
   * adopt it. The horse is looked up first, so nothing is stored for a horse that does not exist.
   */
  @Post(':id/media')
  @HttpCode(201)
  @Access('staff')
  async upload(@Param('id', new IdParam()) id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Media> {
    await this.messages.request<HorseWithMedia>(P.get, { id });
    let upload;
    try {
      upload = await receiveUpload(req, this.store, this.config.uploadLimits);
    } catch (err) {
      // The rest of a refused upload is not read: the connection closes after the answer.
      res.setHeader('Connection', 'close');
      throw err;
    }
    try {
      return await this.messages.request<Media>(P.addMedia, { horseId: id, upload }, { timeoutMs: MEDIA_TIMEOUT_MS });
    } catch (err) {
      await this.store.remove([upload.key]).catch(() => undefined);
      throw err;
    }
  }

  @Delete('media/:id')
  @Access('staff')
  removeMedia(@Param('id', new IdParam()) id: string): Promise<{ ok: true }> {
    return this.messages.request<{ ok: true }>(P.removeMedia, { id });
  }

  /**
   * The horse page shows its rides, which the riding service owns. If that service does not answer, the horse
   * is still shown, without rides, and the gap is logged.
   */
  private async withRidingLogs(horse: HorseWithMedia): Promise<HorseDetail> {
    try {
      const logs = await this.messages.request<RidingLog[]>(RIDING_PATTERNS.list, { horseId: horse.id });
      return { ...horse, ridingLogs: logs.map(({ id, date, notes }) => ({ id, date, notes })) };
    } catch (err) {
      this.logger.warn('riding logs unavailable for a horse page', { horseId: horse.id, err });
      return { ...horse, ridingLogs: [] };
    }
  }
}
