import type {
  Availability,
  AvailabilityDraft,
  AvailabilitySetting,
  BookingPage,
  CandidateInterview,
  Interview,
  InterviewCalendar,
  InterviewOutcome,
  Invitation,
} from '../../src-domain/interviews/interview.model';
import type { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';

/** An interview of application 11 at location 7, booked for 2 Dec 2026 17:00Z unless changed. */
export function interview(change: Partial<Interview> = {}): Interview {
  return {
    id: 5,
    applicationId: 11,
    locationId: 7,
    positionId: 2,
    state: 'BOOKED',
    startsAt: '2026-12-02T17:00:00.000Z',
    endsAt: '2026-12-02T17:30:00.000Z',
    invitedBy: 'u-manager',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...change,
  };
}

/** A booking page for an INVITED interview with three slots on 2 Dec 2026 (Los Angeles). */
export function bookingPage(change: Partial<BookingPage> = {}): BookingPage {
  return {
    interview: { id: 5, state: 'INVITED', startsAt: undefined, endsAt: undefined, lengthMinutes: 30 },
    candidateFirstName: 'Ana',
    positionTitle: 'Server',
    brandName: 'Harbor Grill',
    location: { name: 'Downtown', timeZone: 'America/Los_Angeles', address: '1 Main St' },
    slots: [
      ['17:00', '17:30'],
      ['17:40', '18:10'],
      ['18:20', '18:50'],
    ].map(([start, end]) => ({
      startsAt: `2026-12-02T${start}:00.000Z`,
      endsAt: `2026-12-02T${end}:00.000Z`,
    })),
    ...change,
  };
}

/**
 * InterviewsApiPort in memory. `fail` makes the next call reject with it; `calls` records each
 * call. Answers are the public fields, which tests set.
 */
export class FakeInterviewsApi implements InterviewsApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  setting: AvailabilitySetting = {
    availability: undefined,
    locationAvailability: undefined,
    positions: [],
    timeZone: 'America/Los_Angeles',
  };
  /** The settings of positions with hours of their own (by id), as `availability` answers them. */
  positionSettings = new Map<number, AvailabilitySetting>();
  candidate: CandidateInterview | undefined;
  calendarAnswer: InterviewCalendar = { timeZone: 'America/Los_Angeles', interviews: [] };
  latest: Interview | undefined;
  page: BookingPage = bookingPage();
  saved: AvailabilityDraft | undefined;

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  async availability(locationId: number, positionId?: number): Promise<AvailabilitySetting> {
    this.check(`availability ${locationId}${positionId ? ` ${positionId}` : ''}`);
    if (positionId === undefined) return this.setting;
    // A position without hours of its own: none of its own, the location's beside.
    return this.positionSettings.get(positionId) ?? { ...this.setting, availability: undefined };
  }

  async saveAvailability(locationId: number, draft: AvailabilityDraft): Promise<Availability> {
    this.check(`saveAvailability ${locationId}`);
    this.saved = draft;
    const availability = { ...draft, updatedAt: '2026-11-29T10:00:00.000Z' };
    if (draft.positionId === undefined)
      this.setting = { ...this.setting, availability, locationAvailability: availability };
    else this.positionSettings.set(draft.positionId, { ...this.setting, availability });
    return availability;
  }

  async removePositionAvailability(locationId: number, positionId: number): Promise<void> {
    this.check(`removePositionAvailability ${locationId} ${positionId}`);
    this.positionSettings.delete(positionId);
  }

  async candidateInterview(applicationId: number): Promise<CandidateInterview | undefined> {
    this.check(`candidateInterview ${applicationId}`);
    return this.candidate;
  }

  async calendar(brandId: number, from: string, to: string): Promise<InterviewCalendar> {
    this.check(`calendar ${brandId} ${from} ${to}`);
    return this.calendarAnswer;
  }

  async applicationInterview(applicationId: number): Promise<Interview | undefined> {
    this.check(`applicationInterview ${applicationId}`);
    return this.latest;
  }

  async invite(applicationId: number): Promise<Invitation> {
    this.check(`invite ${applicationId}`);
    this.latest = interview({ applicationId, state: 'INVITED', startsAt: undefined, endsAt: undefined });
    return { ...this.latest, bookingUrl: 'http://localhost/interview/abc' };
  }

  async setOutcome(interviewId: number, state: InterviewOutcome): Promise<Interview> {
    this.check(`setOutcome ${interviewId} ${state}`);
    this.latest = interview({ ...this.latest, id: interviewId, state });
    return this.latest;
  }

  async bookingPage(token: string): Promise<BookingPage> {
    this.check(`bookingPage ${token}`);
    return this.page;
  }

  async book(token: string, startsAt: string): Promise<BookingPage> {
    this.check(`book ${token} ${startsAt}`);
    const slot = this.page.slots.find((candidate) => candidate.startsAt === startsAt);
    this.page = {
      ...this.page,
      interview: { ...this.page.interview, state: 'BOOKED', startsAt, endsAt: slot?.endsAt },
      slots: this.page.slots.filter((candidate) => candidate.startsAt !== startsAt),
    };
    return this.page;
  }

  async cancelBooking(token: string): Promise<BookingPage> {
    this.check(`cancelBooking ${token}`);
    this.page = {
      ...this.page,
      interview: { ...this.page.interview, state: 'INVITED', startsAt: undefined, endsAt: undefined },
    };
    return this.page;
  }

  calendarFileUrl(token: string): string {
    return `/api/core/v1/interview_bookings/${token}/invitation.ics`;
  }
}
