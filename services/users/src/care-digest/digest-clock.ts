import { Injectable } from '@nestjs/common';

/** The time as the digest reads it; tests set `now` to move the ranch's clock (to the digest's hour, across days). */
@Injectable()
export class DigestClock {
  now: () => Date = () => new Date();
}
