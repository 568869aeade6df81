import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONTACT_OPERATIONS, type FieldError, USER_OPERATIONS, apiRoute, validate } from '@remuda/contracts';
import { Access, type JsonLogger, LOGGER } from '@remuda/service-kit';
import { AuthRateLimitGuard } from '../auth/rate-limit.js';
import { errorAnswer } from '../http/api-exception.filter.js';
import { expressPath } from '../http/route.js';
import { ContactSubmissions } from '../users/contact-submissions.js';
import { SignIns } from '../users/sign-ins.js';
import { PUBLIC_SITE, type PublicSite, ownAddress, visitorPlace } from './render/public-site.js';
import { EMPTY_SIGN_IN, type SignInForm, signInPageHtml } from './render/sign-in-page.js';

/** The pages whose forms are posted to the server (the front end's `paths.contact` and `paths.login`). */
export const FORM_PAGES = { contact: '/contact', signIn: '/login' } as const;

const CONTACT_FIELDS = ['name', 'email', 'phone', 'interest', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type ContactValues = Record<ContactField, string>;
const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', interest: '', message: '' };

/** The contact form's state as the public remote draws it (mfe-public/src/features/contact/posted-contact.ts). */
interface PostedContact {
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  outcome: 'sent' | 'failed' | null;
  detail?: string;
}

/** A posted field's text: one value as typed; anything else (a repeated or missing field) is empty. */
const textOf = (body: unknown, field: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
};

/** Messages by field, for the fields the form draws; the others' messages joined, for the form's alert. */
function byField<F extends string>(errors: readonly FieldError[], fields: readonly F[]): { fields: Partial<Record<F, string>>; other: string } {
  const found: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const { field, message } of errors) {
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= message;
    else other.push(message);
  }
  return { fields: found, other: other.join(' ') };
}

/**
 * The public site's forms posted as pages: the contact form before the page's script has taken over or with script
 * off, and sign-in without script (ADR 016). Each is checked by the same contract as its API route, with the same
 * limits, and answered with a page, never JSON: the form again with what was typed and the same messages, or the
 * outcome. What is typed is never lost to a page that reloads empty.
 */
@Controller()
export class FormPostsController {
  constructor(
    private readonly contact: ContactSubmissions,
    private readonly signIns: SignIns,
    private readonly addressLimit: AuthRateLimitGuard,
    @Inject(PUBLIC_SITE) private readonly site: PublicSite,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  @Post(expressPath(FORM_PAGES.contact))
  @Access('public')
  async postContact(@Req() req: Request, @Res() res: Response): Promise<void> {
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, textOf(req.body, field)])) as ContactValues;
    const [status, state] = await this.sendContact(values, req, res);
    res.setHeader('Cache-Control', 'no-store');
    let page;
    try {
      page = await this.site.pages.posted(FORM_PAGES.contact, ownAddress(req), visitorPlace(req).place, { name: 'contact', state });
    } catch (err) {
      this.logger.warn('the posted contact page could not be drawn', { error: (err as Error).message });
    }
    if (page) return page.body.send(req, res.status(status).type('html'));
    // Without the public bundle the page cannot be drawn: the outcome is said in plain words instead.
    res.status(status).type('text/plain').send(state.outcome === 'sent' ? 'Your message has been sent! We\'ll get back to you soon.' : 'There was an error sending your message. Please try again.');
  }

  @Post(expressPath(FORM_PAGES.signIn))
  @Access('public')
  async postSignIn(@Req() req: Request, @Res() res: Response): Promise<void> {
    const email = textOf(req.body, 'email');
    const checked = validate(apiRoute(USER_OPERATIONS.verifyCredentials).body!, { email, password: textOf(req.body, 'password') });
    res.setHeader('Cache-Control', 'no-store');
    if (!checked.ok) {
      const { fields, other } = byField(checked.errors, ['email', 'password'] as const);
      return this.signInPage(res, 400, { email, errors: fields, failure: other || null });
    }
    try {
      await this.addressLimit.admit(req, res);
      await this.signIns.signIn(checked.value as { email: string; password: string }, req, res);
    } catch (err) {
      const [status, body] = errorAnswer(err, req, this.logger);
      return this.signInPage(res, status, { ...EMPTY_SIGN_IN, email, failure: body.message });
    }
    // SPEC.md: after sign-in, the remembered page or the home page; a browser without script remembers none.
    res.redirect(303, '/');
  }

  /** Sends a posted contact form on, answering the status and the state the page is drawn in. */
  private async sendContact(values: ContactValues, req: Request, res: Response): Promise<[number, PostedContact]> {
    const checked = validate(apiRoute(CONTACT_OPERATIONS.submit).body!, { ...values, interest: values.interest || null });
    if (!checked.ok) {
      const { fields, other } = byField(checked.errors, CONTACT_FIELDS);
      return [400, { values, errors: fields, outcome: other ? 'failed' : null, ...(other && { detail: other }) }];
    }
    try {
      await this.contact.send(checked.value as Parameters<ContactSubmissions['send']>[0], req, res);
      return [200, { values: EMPTY_CONTACT, errors: {}, outcome: 'sent' }];
    } catch (err) {
      const [status, body] = errorAnswer(err, req, this.logger);
      const { fields } = byField(body.errors ?? [], CONTACT_FIELDS);
      return [status, { values, errors: fields, outcome: 'failed', ...(status === 429 && { detail: body.message }) }];
    }
  }

  private signInPage(res: Response, status: number, form: SignInForm): void {
    const shell = this.site.pages.shellPage();
    if (shell === null) {
      res.status(503).type('text/plain').send('The web front end is not built yet.');
      return;
    }
    res.status(status).type('html').send(signInPageHtml(shell, form));
  }
}
