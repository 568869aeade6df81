import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONTACT_OPERATIONS } from '@remuda/contracts';
import { type Input, Route, RouteInput } from '../http/route.js';
import { ContactSubmissions } from './contact-submissions.js';

const OPS = CONTACT_OPERATIONS;

/** The contact form, which anyone may send (ContactSubmissions says how often). */
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactSubmissions) {}

  @Route(OPS.submit)
  async submit(@RouteInput() input: Input<typeof OPS.submit>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    return this.contact.send(input, req, res);
  }
}
