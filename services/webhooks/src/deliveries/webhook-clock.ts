import { Injectable } from '@nestjs/common';

/** The time deliveries are scheduled by; tests set `now` to move it (a retry's wait, a day of failures). */
@Injectable()
export class WebhookClock {
  now: () => Date = () => new Date();
}
