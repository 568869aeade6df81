import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config, DurableConsumer, OnEvent } from '@remuda/service-kit';
import { type DomainEvent, REGISTRATION_EVENTS } from '@remuda/contracts';
import { Mailer } from '../mail/mailer.js';

/** The mail the owner of an address gets when someone asks to register it again. */
export function emailTakenMail(signInUrl: string): { subject: string; text: string } {
  return {
    subject: 'Someone tried to create a Remuda Ranch account with your email address',
    text: [
      'Someone asked to create a Remuda Ranch account with this email address, which already has an account.',
      '',
      `If it was you, sign in with your password instead: ${signInUrl}`,
      '',
      'If it was not you, you need not do anything: no account was created and yours was not changed.',
    ].join('\n'),
  };
}

/**
 * Tells the owner of an address, by mail when `SMTP_URL` is set, that someone asked to register it again: the
 * registration itself answered as if the address were new. A durable consumer of `users.registration.email-taken`,
 * so a send that fails is tried again.
 */
@Injectable()
@DurableConsumer('registration-mail')
export class MailOwnerWhenEmailTaken {
  constructor(
    private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @OnEvent(REGISTRATION_EVENTS.emailTaken)
  async mailOwner(event: DomainEvent<typeof REGISTRATION_EVENTS.emailTaken>): Promise<void> {
    if (!this.mailer.enabled) return;
    await this.mailer.send({ to: [event.data.email], ...emailTakenMail(`${this.config.publicUrl}/login`) });
  }
}
