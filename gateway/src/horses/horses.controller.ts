import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { HORSE_OPERATIONS, type HorseDetail, type HorseWithMedia, type Media, RIDING_OPERATIONS } from '@remuda/contracts';
import { CONFIG, type Config, type JsonLogger, LOGGER, MessageClient, OBJECT_STORE, type ObjectStore } from '@remuda/service-kit';
import { type Input, Route, RouteInput } from '../http/route.js';
import { MEDIA_TIMEOUT_MS, asMedia, receiveAndAdopt } from './receive-upload.js';

const OPS = HORSE_OPERATIONS;

@Controller()
export class HorsesController {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  @Route(OPS.getByName)
  async byName(@RouteInput() input: Input<typeof OPS.getByName>): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request(OPS.getByName, input));
  }

  @Route(OPS.get)
  async get(@RouteInput() input: Input<typeof OPS.get>, @Res({ passthrough: true }) res: Response): Promise<HorseDetail> {
    // The id is known before the horse is: both are asked for at once, so a horse page costs one round trip.
    const ridingLogs = this.ridingLogsOf(input.id, res);
    const horse = await this.messages.request(OPS.get, input);
    return { ...horse, ridingLogs: await ridingLogs };
  }

  @Route(OPS.create)
  async create(@RouteInput() input: Input<typeof OPS.create>): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request(OPS.create, input));
  }

  @Route(OPS.update)
  async update(@RouteInput() input: Input<typeof OPS.update>): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request(OPS.update, input));
  }

  @Route(OPS.setProfileImage)
  async setProfileImage(@RouteInput() input: Input<typeof OPS.setProfileImage>): Promise<HorseDetail> {
    return this.withRidingLogs(await this.messages.request(OPS.setProfileImage, input));
  }

  /**
   * Streams the upload into storage (judged by its bytes, limited by its kind), then asks the horses service to
   * adopt it. The horse is looked up first, so nothing is stored for a horse that does not exist.
   */
  @Route(OPS.addMedia)
  async upload(@RouteInput() { horseId }: { horseId: string }, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Media> {
    await this.messages.request(OPS.get, { id: horseId });
    return receiveAndAdopt(req, res, this.store, this.config.uploadLimits, {}, ({ upload }) =>
      this.messages.request(OPS.addMedia, { horseId, upload: asMedia(upload) }, { timeoutMs: MEDIA_TIMEOUT_MS }),
    );
  }

  /**
   * The horse page shows its rides, which the riding service owns. If that service does not answer, the horse
   * is still shown, without rides, and the gap is logged; that answer is kept by no cache.
   */
  private async withRidingLogs(horse: HorseWithMedia): Promise<HorseDetail> {
    return { ...horse, ridingLogs: await this.ridingLogsOf(horse.id) };
  }

  /** Never fails: without an answer from the riding service, no rides (and an answer no cache keeps). */
  private async ridingLogsOf(horseId: string, res?: Response): Promise<HorseDetail['ridingLogs']> {
    try {
      return await this.messages.request(RIDING_OPERATIONS.listForHorse, { horseId });
    } catch (err) {
      this.logger.warn('riding logs unavailable for a horse page', { horseId, err });
      if (res && !res.headersSent) res.setHeader('Cache-Control', 'no-store');
      return [];
    }
  }
}
