import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { CONTACT_EVENTS, type DomainEvent, type Inquiry } from '@remuda/contracts';
import { DurableConsumer, type JsonLogger, LOGGER, OnEvent } from '@remuda/service-kit';
import { AccountEntity } from '../accounts/account.entity.js';
import { Mailer } from '../mail/mailer.js';

const INTEREST_LABELS: Record<NonNullable<Inquiry['interest']>, string> = {
  horses: 'Horses',
  cattle: 'Cattle',
  visit: 'A visit',
  general: 'General',
};

/** One line of a header: no line breaks or other control characters a visitor could slip into it. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The mail staff get about one request: who wrote, how to reach them, what they asked. */
export function contactRequestMail(request: Inquiry): { subject: string; text: string } {
  const interest = request.interest ? INTEREST_LABELS[request.interest] : 'Not given';
  return {
    subject: oneLine(`New contact request from ${request.name} (${interest})`),
    text: [
      `${request.name} sent a message through the contact form.`,
      '',
      `Name: ${request.name}`,
      `Email: ${request.email}`,
      `Phone: ${request.phone || 'Not given'}`,
      `Interest: ${interest}`,
      `Received: ${request.receivedAt}`,
      '',
      request.message,
      '',
      'Reply to this mail to answer, then mark the request answered under Inquiries in the staff area.',
    ].join('\n'),
  };
}

/**
 * Tells staff of each contact request by mail, when `SMTP_URL` is set: to REMUDA_STAFF_EMAIL, or else to every
 * enabled administrator. A durable consumer of `contact.request.received`, so a send that fails is tried again (and, past
 * the consumer's limit, kept as a dead letter) while the visitor's request has long been answered.
 */
@Injectable()
@DurableConsumer('contact-mail')
export class MailStaffWhenContactRequestReceived {
  constructor(
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  @OnEvent(CONTACT_EVENTS.received)
  async mailStaff(event: DomainEvent<typeof CONTACT_EVENTS.received>, em: EntityManager): Promise<void> {
    if (!this.mailer.enabled) return;
    const to = this.mailer.configuredRecipients.length
      ? [...this.mailer.configuredRecipients]
      : (await em.find(AccountEntity, { where: { role: 'ADMIN', disabledAt: IsNull() }, order: { createdAt: 'ASC' } })).map((a) => a.email);
    if (to.length === 0) {
      this.logger.warn('contact request not mailed: no REMUDA_STAFF_EMAIL and no enabled administrator', { requestId: event.data.id });
      return;
    }
    await this.mailer.send({ to, replyTo: event.data.email, ...contactRequestMail(event.data) });
  }
}
