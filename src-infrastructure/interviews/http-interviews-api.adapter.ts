import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type {
  Availability,
  AvailabilityDraft,
  AvailabilitySetting,
  BookingPage,
  CandidateInterview,
  Interview,
  InterviewCalendar,
  InterviewOutcome,
  InterviewRow,
  Invitation,
  Slot,
} from '../../src-domain/interviews/interview.model';
import type { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import {
  AvailabilityRefusedError,
  BookingLinkInvalidError,
  SlotTakenError,
} from '../../src-domain/interviews/interviews.errors';
import { GatewayOptions } from '../gateway/gateway.options';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type AvailabilityPath = '/v1/brands/{id}/interview_availability';
type PositionHoursPath = '/v1/brands/{id}/interview_availability/positions/{position}';
type CandidateInterviewPath = '/v1/candidate_applications/{id}/interview';
type CalendarPath = '/v1/brands/{id}/interviews';
type BookingPath = '/v1/interview_bookings/{token}';
type BookingWritePath = '/v1/interview_bookings/{token}/booking';
type AvailabilitySettingWire = WireData<AvailabilityPath>;
type AvailabilityWire = WireData<AvailabilityPath, 'put'>;
type InterviewWire = WireData<'/v1/interviews/{id}', 'patch'>;
type InterviewRowWire = WireData<CalendarPath>['interviews'][number];
type BookingPageWire = WireData<BookingPath>;
type SlotWire = BookingPageWire['slots'][number];

const toInterview = (wire: InterviewWire): Interview => ({
  id: wire.id,
  applicationId: wire.application_id,
  locationId: wire.location_id,
  positionId: wire.position_id,
  state: wire.state,
  startsAt: wire.starts_at ?? undefined,
  endsAt: wire.ends_at ?? undefined,
  invitedBy: wire.invited_by,
  createdAt: wire.created_at,
  updatedAt: wire.updated_at,
});

const toRow = (wire: InterviewRowWire): InterviewRow => ({
  ...toInterview(wire),
  candidateFirstName: wire.candidate.first_name,
  candidateLastName: wire.candidate.last_name,
  positionTitle: wire.position_title,
  locationName: wire.location_name,
});

const toAvailability = (wire: AvailabilityWire): Availability => ({
  positionId: wire.position_id ?? undefined,
  weeklyHours: wire.weekly_hours.map((range) => ({
    weekday: range.weekday,
    start: range.start,
    end: range.end,
  })),
  lengthMinutes: wire.length_minutes,
  bufferMinutes: wire.buffer_minutes,
  horizonDays: wire.horizon_days,
  minimumNoticeHours: wire.minimum_notice_hours,
  updatedAt: wire.updated_at,
});

const toSlot = (wire: SlotWire): Slot => ({ startsAt: wire.starts_at, endsAt: wire.ends_at });

const toPage = (wire: BookingPageWire): BookingPage => ({
  interview: {
    id: wire.interview.id,
    state: wire.interview.state,
    startsAt: wire.interview.starts_at ?? undefined,
    endsAt: wire.interview.ends_at ?? undefined,
    lengthMinutes: wire.interview.length_minutes,
  },
  candidateFirstName: wire.candidate_first_name,
  positionTitle: wire.position_title,
  brandName: wire.brand_name,
  location: {
    name: wire.location.name,
    timeZone: wire.location.time_zone,
    address: wire.location.address ?? undefined,
  },
  slots: wire.slots.map(toSlot),
});

/** A field of an object, when `value` is one. */
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

/**
 * The next free slots a SLOT_TAKEN answer offers (`data.next_slots`), checked field by field:
 * error answers carry an open `data` (the route schemas describe successes only).
 */
function nextSlotsIn(response: unknown): Slot[] {
  const next: unknown =
    field(field(response, 'data'), 'next_slots') ?? field(field(response, 'error'), 'next_slots');
  if (!Array.isArray(next)) return [];
  return next.flatMap((entry: unknown) => {
    const startsAt = field(entry, 'starts_at');
    const endsAt = field(entry, 'ends_at');
    return typeof startsAt === 'string' && typeof endsAt === 'string' ? [{ startsAt, endsAt }] : [];
  });
}

/** A booking call's failure as the domain's errors: a bad link, a taken slot; others unchanged. */
function bookingError(error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  if (error.serverCode === 'INTERVIEWS.LINK_INVALID' || (error.status === 404 && !error.serverCode)) {
    return new BookingLinkInvalidError();
  }
  if (error.serverCode === 'INTERVIEWS.SLOT_TAKEN') return new SlotTakenError(nextSlotsIn(error.response));
  return error;
}

/** A refused availability as the domain's AvailabilityRefusedError (`data.field`, `data.reason`). */
function availabilityError(error: unknown): unknown {
  if (!(error instanceof GatewayError) || error.serverCode !== 'INTERVIEWS.AVAILABILITY_INVALID')
    return error;
  const data = field(error.response, 'data');
  const named = field(data, 'field');
  const reason = field(data, 'reason');
  return new AvailabilityRefusedError(
    typeof named === 'string' ? named : error.message,
    typeof reason === 'string' ? reason : 'UNKNOWN',
  );
}

/**
 * InterviewsApiPort over the core gateway: the only place that knows the interviews paths and
 * wire shapes. The booking calls go without a bearer token (`noAuth`): the link's token is the key.
 */
@injectable()
export class HttpInterviewsApi implements InterviewsApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
    @inject(GatewayOptions) private readonly options: GatewayOptions,
  ) {}

  /** A fresh Idempotency-Key: the write is then retried safely on a lost answer. */
  private key(): string {
    return this.random.next(16);
  }

  async availability(locationId: number, positionId?: number): Promise<AvailabilitySetting> {
    const wire = await this.gateway.request<AvailabilitySettingWire>({
      method: 'GET',
      path: `/v1/brands/${locationId}/interview_availability`,
      query: { position_id: positionId } satisfies WireQuery<AvailabilityPath>,
    });
    return {
      availability: wire.availability ? toAvailability(wire.availability) : undefined,
      locationAvailability: wire.location_availability
        ? toAvailability(wire.location_availability)
        : undefined,
      positions: wire.positions.map((position) => ({
        id: position.id,
        title: position.title,
        ownHours: position.own_hours,
      })),
      timeZone: wire.time_zone,
    };
  }

  async removePositionAvailability(locationId: number, positionId: number): Promise<void> {
    await this.gateway.request<WireData<PositionHoursPath, 'delete'>>({
      method: 'DELETE',
      path: `/v1/brands/${locationId}/interview_availability/positions/${positionId}`,
      idempotencyKey: this.key(),
    });
  }

  async candidateInterview(applicationId: number): Promise<CandidateInterview | undefined> {
    const wire = await this.gateway.request<WireData<CandidateInterviewPath>>({
      method: 'GET',
      path: `/v1/candidate_applications/${applicationId}/interview`,
    });
    const interview = wire.interview;
    if (!interview) return undefined;
    return {
      id: interview.id,
      state: interview.state,
      startsAt: interview.starts_at ?? undefined,
      endsAt: interview.ends_at ?? undefined,
      positionTitle: interview.position_title,
      location: {
        name: interview.location.name,
        timeZone: interview.location.time_zone,
        address: interview.location.address ?? undefined,
      },
      bookingPath: interview.booking_path ?? undefined,
    };
  }

  async saveAvailability(locationId: number, draft: AvailabilityDraft): Promise<Availability> {
    const body = {
      position_id: draft.positionId ?? null,
      weekly_hours: draft.weeklyHours.map((range) => ({
        weekday: range.weekday,
        start: range.start,
        end: range.end,
      })),
      length_minutes: draft.lengthMinutes,
      buffer_minutes: draft.bufferMinutes,
      horizon_days: draft.horizonDays,
      minimum_notice_hours: draft.minimumNoticeHours,
    } satisfies WireBody<AvailabilityPath, 'put'>;
    const wire = await this.gateway
      .request<AvailabilityWire>({
        method: 'PUT',
        path: `/v1/brands/${locationId}/interview_availability`,
        body,
        idempotencyKey: this.key(),
      })
      .catch((error: unknown) => {
        throw availabilityError(error);
      });
    return toAvailability(wire);
  }

  async calendar(brandId: number, from: string, to: string): Promise<InterviewCalendar> {
    const wire = await this.gateway.request<WireData<CalendarPath>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/interviews`,
      query: { from, to } satisfies WireQuery<CalendarPath>,
    });
    return { timeZone: wire.time_zone, interviews: wire.interviews.map(toRow) };
  }

  async applicationInterview(applicationId: number): Promise<Interview | undefined> {
    const wire = await this.gateway.request<WireData<'/v1/applications/{id}/interview'>>({
      method: 'GET',
      path: `/v1/applications/${applicationId}/interview`,
    });
    return wire.interview ? toInterview(wire.interview) : undefined;
  }

  async invite(applicationId: number): Promise<Invitation> {
    const wire = await this.gateway.request<WireData<'/v1/applications/{id}/interviews', 'post'>>({
      method: 'POST',
      path: `/v1/applications/${applicationId}/interviews`,
      body: {} satisfies WireBody<'/v1/applications/{id}/interviews', 'post'>,
      idempotencyKey: this.key(),
    });
    return { ...toInterview(wire), bookingUrl: wire.booking_url };
  }

  async setOutcome(interviewId: number, state: InterviewOutcome): Promise<Interview> {
    const wire = await this.gateway.request<InterviewWire>({
      method: 'PATCH',
      path: `/v1/interviews/${interviewId}`,
      body: { state } satisfies WireBody<'/v1/interviews/{id}', 'patch'>,
      idempotencyKey: this.key(),
    });
    return toInterview(wire);
  }

  async bookingPage(token: string): Promise<BookingPage> {
    const wire = await this.gateway
      .request<BookingPageWire>({ method: 'GET', path: this.bookingPath(token), noAuth: true })
      .catch((error: unknown) => {
        throw bookingError(error);
      });
    return toPage(wire);
  }

  async book(token: string, startsAt: string): Promise<BookingPage> {
    const wire = await this.gateway
      .request<WireData<BookingWritePath, 'post'>>({
        method: 'POST',
        path: `${this.bookingPath(token)}/booking`,
        body: { starts_at: startsAt } satisfies WireBody<BookingWritePath, 'post'>,
        noAuth: true,
        idempotencyKey: this.key(),
      })
      .catch((error: unknown) => {
        throw bookingError(error);
      });
    return toPage(wire);
  }

  async cancelBooking(token: string): Promise<BookingPage> {
    const wire = await this.gateway
      .request<WireData<BookingWritePath, 'delete'>>({
        method: 'DELETE',
        path: `${this.bookingPath(token)}/booking`,
        noAuth: true,
        idempotencyKey: this.key(),
      })
      .catch((error: unknown) => {
        throw bookingError(error);
      });
    return toPage(wire);
  }

  calendarFileUrl(token: string): string {
    return `${this.options.coreBaseUrl}${this.bookingPath(token)}/invitation.ics`;
  }

  private bookingPath(token: string): string {
    return `/v1/interview_bookings/${encodeURIComponent(token)}`;
  }
}
