import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import sharp from 'sharp';
import { type AddMediaMessage, GALLERY_OPERATIONS, HORSE_OPERATIONS, MEDICAL_OPERATIONS, RIDING_OPERATIONS, USER_OPERATIONS } from '@remuda/contracts';
import { CONFIG, type Config, type JsonLogger, LOGGER, MessageClient, OBJECT_STORE, type ObjectStore, runInRequestContext, setCurrentActor } from '@remuda/service-kit';
import { portraitSvg, type PortraitSpec } from './drawing/portrait.js';
import { DEMO_GALLERY, DEMO_GALLERY_DIR } from './gallery/demo-gallery.js';
import { DEMO_CLIPS_DIR, DEMO_HERD, type DemoHorse } from './herd/demo-herd.js';
import { demoMedicalHistory } from './herd/medical-history.js';
import { demoRidingHistory } from './herd/riding-history.js';

const PORTRAIT_SIZE = { width: 1600, height: 1067 } as const;
// Re-encoding a large picture takes longer than an ordinary call, as it does for an upload through the gateway.
const MEDIA_TIMEOUT_MS = 120_000;

/**
 * Who the demo data is recorded as: the demo administrator (one of the accounts demo mode makes), signed in like
 * anyone, so the services' own checks of the acting account apply as to anyone.
 */
export const DEMO_STAFF = { email: 'admin@remuda.test', password: 'remuda-demo' } as const;

/** What the gateway stores of an upload, but its key (each upload is given its own). */
type UploadedFile = Omit<AddMediaMessage['upload'], 'key' | 'size'>;

/**
 * Demo mode on an empty platform: the public gallery's pictures (when the gallery is empty too), then the demo
 * herd, each horse with its generated portrait, some with a gallery and a clip, its history of care and a few
 * months of rides. Everything goes through the services' operations, as a trainer's work would, so their events
 * flow and any domain that consumes them sees the demo herd like real data.
 */
@Injectable()
export class DemoHerdSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demo) return;
    await runInRequestContext({ correlationId: `demo-seed-${randomUUID()}`, actor: null }, () => this.seed());
  }

  private async seed(): Promise<void> {
    const { total } = await this.messages.request(HORSE_OPERATIONS.list, { limit: 1 });
    if (total > 0) return;
    const { id, email, role } = await this.messages.request(USER_OPERATIONS.verifyCredentials, DEMO_STAFF);
    setCurrentActor({ id, email, role });
    if ((await this.messages.request(GALLERY_OPERATIONS.list, {})).length === 0) await this.addGallery();
    const started = Date.now();
    // Two horses at a time: drawing and encoding keep both cores of a small machine busy.
    let next = 0;
    const worker = async () => {
      while (next < DEMO_HERD.length) await this.addHorse(DEMO_HERD[next++]!);
    };
    await Promise.all([worker(), worker()]);
    // One at a time: each record also updates its horse's health in the horses service.
    for (const [i, demo] of DEMO_HERD.entries()) await this.addMedicalHistory(i, demo);
    for (const [i, demo] of DEMO_HERD.entries()) await this.addRidingHistory(i, demo);
    this.logger.info('demo herd created', { horses: DEMO_HERD.length, ms: Date.now() - started });
  }

  private readonly ids = new Map<DemoHorse, string>();

  private async addHorse(demo: DemoHorse): Promise<void> {
    const { id } = await this.messages.request(HORSE_OPERATIONS.create, demo.fields);
    this.ids.set(demo, id);
    for (const picture of [demo.portrait, ...demo.gallery]) await this.addPicture(id, picture);
    if (demo.clip) await this.addClip(id, demo.clip);
  }

  /** The vet visits that make each horse's health what the herd says: due where it needs care, done where not. */
  private async addMedicalHistory(index: number, demo: DemoHorse): Promise<void> {
    if (demo.fields.deceased) return;
    const horseId = this.ids.get(demo)!;
    for (const visit of demoMedicalHistory(demo.fields, index, this.config.health, new Date())) {
      await this.messages.request(MEDICAL_OPERATIONS.create, { horseId, ...visit });
    }
  }

  /** A few months of rides, through the riding service's operations like any trainer's log. */
  private async addRidingHistory(index: number, demo: DemoHorse): Promise<void> {
    const horseId = this.ids.get(demo)!;
    for (const ride of demoRidingHistory(demo.fields, index, new Date())) {
      await this.messages.request(RIDING_OPERATIONS.create, { horseId, ...ride });
    }
  }

  /** The gallery's pictures in their order, each uploaded as staff would upload it. */
  private async addGallery(): Promise<void> {
    for (const { file, fields } of DEMO_GALLERY) {
      const bytes = await readFile(path.join(DEMO_GALLERY_DIR, file));
      await this.upload(bytes, { kind: 'image', contentType: 'image/webp', extension: 'webp' }, (upload) =>
        this.messages.request(GALLERY_OPERATIONS.add, { ...fields, upload }, { timeoutMs: MEDIA_TIMEOUT_MS }),
      );
    }
    this.logger.info('demo gallery created', { pictures: DEMO_GALLERY.length });
  }

  private async addPicture(horseId: string, spec: PortraitSpec): Promise<void> {
    const svg = portraitSvg(spec, PORTRAIT_SIZE.width, PORTRAIT_SIZE.height);
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    await this.addMedia(horseId, jpeg, { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' });
  }

  private async addClip(horseId: string, file: string): Promise<void> {
    const clip = await readFile(path.join(DEMO_CLIPS_DIR, file));
    await this.addMedia(horseId, clip, { kind: 'video', contentType: 'video/webm', extension: 'webm' });
  }

  private addMedia(horseId: string, bytes: Buffer, file: UploadedFile): Promise<void> {
    return this.upload(bytes, file, (upload) => this.messages.request(HORSE_OPERATIONS.addMedia, { horseId, upload }, { timeoutMs: MEDIA_TIMEOUT_MS }));
  }

  /**
   * As the gateway does with an upload: the bytes into storage under `uploads/`, then a service adopts them
   * (`adopt`). One at a time (the drawing still happens two at a time): the local stack's S3 server removes the
   * shared `uploads/` folder when it empties, which can fail another upload being written into it at that moment.
   */
  private upload(bytes: Buffer, file: UploadedFile, adopt: (upload: AddMediaMessage['upload']) => Promise<unknown>): Promise<void> {
    const turn = this.uploading.then(async () => {
      const key = `uploads/${randomUUID()}`;
      await this.store.put(key, bytes, file.contentType);
      await adopt({ key, size: bytes.length, ...file });
    });
    this.uploading = turn.catch(() => undefined);
    return turn;
  }

  private uploading: Promise<void> = Promise.resolve();
}
