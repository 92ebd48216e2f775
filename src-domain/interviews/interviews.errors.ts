import { DomainError } from '../shared/domain-error';
import type { Slot } from './interview.model';

/**
 * The slot chosen on the booking page was taken meanwhile (409 INTERVIEWS.SLOT_TAKEN): `nextSlots`
 * are the next free ones (at most three, soonest first; maybe none).
 */
export class SlotTakenError extends DomainError<'INTERVIEWS.SLOT_TAKEN'> {
  constructor(readonly nextSlots: readonly Slot[]) {
    super('INTERVIEWS.SLOT_TAKEN', 'The slot is no longer free');
    this.name = 'SlotTakenError';
  }
}

/** The booking link is forged, expired or unknown (404 INTERVIEWS.LINK_INVALID; one answer for all). */
export class BookingLinkInvalidError extends DomainError<'INTERVIEWS.LINK_INVALID'> {
  constructor() {
    super('INTERVIEWS.LINK_INVALID', 'The booking link is not valid');
    this.name = 'BookingLinkInvalidError';
  }
}

/**
 * The server refused an availability (400 INTERVIEWS.AVAILABILITY_INVALID): `field` is the wire
 * name it names (e.g. `length_minutes`, `weekly_hours[2].end`), `reason` its rule's code.
 */
export class AvailabilityRefusedError extends DomainError<'INTERVIEWS.AVAILABILITY_INVALID'> {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super('INTERVIEWS.AVAILABILITY_INVALID', `${field} is not valid (${reason})`);
    this.name = 'AvailabilityRefusedError';
  }
}
