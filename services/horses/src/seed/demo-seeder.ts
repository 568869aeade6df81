import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { HORSE_EVENTS, horseInputSchema } from '@remuda/contracts';
import { CONFIG, type Config, type JsonLogger, LOGGER, OBJECT_STORE, type ObjectStore, recordEvent, withStartupLock } from '@remuda/service-kit';
import { MediaIngest } from '../add-media/media-ingest.js';
import type { PortraitSpec } from '../demo/portrait.js';
import { HorseEntity } from '../horses/horse.entity.js';
import { applyFields, toHorse } from '../horses/horse-view.js';

const CLIPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo-clips');
const PORTRAIT_SIZE = { width: 1600, height: 1067 } as const;

/**
 * Demo mode on an empty database: the demo herd, each horse with its generated portrait, some with a gallery
 * and a clip, all through the same media pipeline as an upload.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private draw: (spec: PortraitSpec, width: number, height: number) => string = () => {
    throw new Error('the demo drawings are not loaded');
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly ingest: MediaIngest,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demo) return;
    // Replicas starting together take turns; whoever comes second finds the herd already there.
    await withStartupLock(this.dataSource, 'remuda-demo-herd', () => this.seed());
  }

  private async seed(): Promise<void> {
    if ((await this.dataSource.getRepository(HorseEntity).count()) > 0) return;
    const started = Date.now();
    // Loaded only when there is a herd to make: the drawings are no part of a production process.
    const { DEMO_HERD } = await import('../demo/demo-herd.js');
    const { portraitSvg } = await import('../demo/portrait.js');
    this.draw = portraitSvg;
    // Two horses at a time: drawing and encoding keep both cores of a small machine busy.
    let next = 0;
    const worker = async () => {
      while (next < DEMO_HERD.length) {
        const demo = DEMO_HERD[next++]!;
        const horseId = await this.addHorse(demo.fields);
        for (const picture of [demo.portrait, ...demo.gallery]) await this.addPicture(horseId, picture);
        if (demo.clip) await this.addClip(horseId, demo.clip);
      }
    };
    await Promise.all([worker(), worker()]);
    this.logger.info('demo herd created', { horses: DEMO_HERD.length, ms: Date.now() - started });
  }

  private async addHorse(input: unknown): Promise<string> {
    const fields = horseInputSchema.parse(input);
    const now = new Date().toISOString();
    const horse = applyFields(Object.assign(new HorseEntity(), { id: randomUUID(), createdAt: now, profileMediaId: null }), fields, now);
    await this.dataSource.transaction(async (em) => {
      await em.insert(HorseEntity, horse);
      await recordEvent(em, HORSE_EVENTS.created, horse.id, toHorse(horse, null));
    });
    return horse.id;
  }

  private async addPicture(horseId: string, spec: PortraitSpec): Promise<void> {
    const jpeg = await sharp(Buffer.from(this.draw(spec, PORTRAIT_SIZE.width, PORTRAIT_SIZE.height))).jpeg({ quality: 85 }).toBuffer();
    const key = `uploads/${randomUUID()}`;
    await this.store.put(key, jpeg, 'image/jpeg');
    await this.ingest.ingest({ horseId, upload: { key, kind: 'image', contentType: 'image/jpeg', extension: 'jpg', size: jpeg.length } });
  }

  private async addClip(horseId: string, file: string): Promise<void> {
    const clip = await readFile(path.join(CLIPS, file));
    const key = `uploads/${randomUUID()}`;
    await this.store.put(key, clip, 'video/webm');
    await this.ingest.ingest({ horseId, upload: { key, kind: 'video', contentType: 'video/webm', extension: 'webm', size: clip.length } });
  }
}
