import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { CONFIG, type Config } from '@remuda/service-kit';

export interface Mail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** Headers beyond the usual ones (`List-Unsubscribe` of a digest). */
  headers?: Record<string, string>;
}

/**
 * Sends mail (to staff about contact requests and the daily care digest, to an account's owner about their account) through the SMTP server
 * of `SMTP_URL`; without it, mail is switched off and `enabled` is false. A send that fails throws, so the event that asked for it is tried again.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(@Inject(CONFIG) private readonly config: Config) {
    const url = config.mail.smtpUrl;
    // Bounded waits: a mail server that does not answer holds the event, and the consumer, no longer than this.
    this.transport = url ? nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** The addresses of REMUDA_STAFF_EMAIL, when set; otherwise none (the caller picks its own). */
  get configuredRecipients(): readonly string[] {
    return this.config.mail.staffEmails;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) return;
    await this.transport.sendMail({ from: this.config.mail.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
