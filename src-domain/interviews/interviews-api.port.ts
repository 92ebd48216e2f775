import { token } from '../shared/token';
import type {
  AvailabilityDraft,
  Availability,
  AvailabilitySetting,
  BookingPage,
  CandidateInterview,
  Interview,
  InterviewCalendar,
  InterviewOutcome,
  Invitation,
} from './interview.model';

/**
 * The interviews area (issue #35). Manager calls need SOURCE_HIRE on the location's subtree and
 * reject with a `GatewayError` (server code INTERVIEWS.* or the house's access codes) on failure.
 * The booking calls need no sign-in: the signed `token` of the link is the key; they reject with
 * `BookingLinkInvalidError` for a bad, expired or forged link and `SlotTakenError` when the
 * chosen slot was taken meanwhile.
 */
export interface InterviewsApiPort {
  /** The availability of location `locationId` (of one of its positions when `positionId` is set). */
  availability(locationId: number, positionId?: number): Promise<AvailabilitySetting>;
  /** Saves it; rejects with `AvailabilityRefusedError` naming the refused field. */
  saveAvailability(locationId: number, draft: AvailabilityDraft): Promise<Availability>;
  /** Removes position `positionId`'s own hours at `locationId` (it then uses the location's); resolves when none were set too. */
  removePositionAvailability(locationId: number, positionId: number): Promise<void>;
  /**
   * The interviews of brand `brandId`'s subtree from day `from` to day `to` (ISO dates, both
   * included, at most 42 days, in the brand's zone), and those still waiting for the candidate.
   */
  calendar(brandId: number, from: string, to: string): Promise<InterviewCalendar>;
  /** The application's latest interview, or undefined when it has none. */
  applicationInterview(applicationId: number): Promise<Interview | undefined>;
  /**
   * The latest interview of one of the signed-in candidate's own applications, or undefined when
   * it has none; rejects with a `GatewayError` (404 for an application that is not theirs).
   */
  candidateInterview(applicationId: number): Promise<CandidateInterview | undefined>;
  /** Invites the candidate (409 INTERVIEWS.ALREADY_OPEN, 409 INTERVIEWS.NO_AVAILABILITY). */
  invite(applicationId: number): Promise<Invitation>;
  /** Sets an interview's outcome (409 INTERVIEWS.NOT_STARTED, 409 INTERVIEWS.STATE). */
  setOutcome(interviewId: number, state: InterviewOutcome): Promise<Interview>;
  /** The booking page behind a link. */
  bookingPage(token: string): Promise<BookingPage>;
  /** Books (or moves the booking to) the slot starting at `startsAt`; answers the page afterwards. */
  book(token: string, startsAt: string): Promise<BookingPage>;
  /** The candidate cancels the booking (they may book again from the same link). */
  cancelBooking(token: string): Promise<BookingPage>;
  /** Where the booked interview's calendar file (.ics) is downloaded. Never rejects. */
  calendarFileUrl(token: string): string;
}
export const InterviewsApiPort = token<InterviewsApiPort>('domain.interviews-api');
