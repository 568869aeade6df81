import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GALLERY_OPERATIONS, type GalleryPicture, galleryFieldsSchema, validate } from '@remuda/contracts';
import { CONFIG, type Config, MessageClient, OBJECT_STORE, type ObjectStore, validationFailed } from '@remuda/service-kit';
import { Route } from '../http/route.js';
import { MEDIA_TIMEOUT_MS, asMedia, receiveAndAdopt } from './receive-upload.js';

/** The gallery's fields as the form sent them before its file: checked before anything is stored. */
function galleryFields(sent: Record<string, string>) {
  const result = validate(galleryFieldsSchema, sent);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

/** Adding a picture to the public gallery; the gallery's other routes are forwarded as their operations define them. */
@Controller()
export class GalleryController {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * The form's title, description and category, then the picture as the field `media`: the fields are checked
   * first, the picture streamed into storage (judged by its bytes: pictures only), then the horses service adopts it.
   */
  @Route(GALLERY_OPERATIONS.add)
  add(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<GalleryPicture> {
    return receiveAndAdopt(req, res, this.store, this.config.uploadLimits, { fields: galleryFields, picturesOnly: true }, ({ upload, fields }) =>
      this.messages.request(GALLERY_OPERATIONS.add, { ...fields, upload: asMedia(upload) }, { timeoutMs: MEDIA_TIMEOUT_MS }),
    );
  }
}
