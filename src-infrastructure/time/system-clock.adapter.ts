import { injectable } from 'inversify';
import type { ClockPort } from '../../src-domain/time/clock.port';

/** ClockPort over the system clock. */
@injectable()
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }
}
