import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import {
  AvailabilityRefusedError,
  BookingLinkInvalidError,
  SlotTakenError,
} from '../../../src-domain/interviews/interviews.errors';
import { HttpInterviewsApi } from '../../../src-infrastructure/interviews/http-interviews-api.adapter';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeRandomToken } from '../../fakes/random-token.fake';

const page = {
  interview: { id: 5, state: 'INVITED', starts_at: null, ends_at: null, length_minutes: 30 },
  candidate_first_name: 'Ana',
  position_title: 'Server',
  location: { name: 'Downtown', time_zone: 'America/Los_Angeles', address: null },
  brand_name: 'Harbor Grill',
  slots: [{ starts_at: '2026-12-02T17:00:00.000Z', ends_at: '2026-12-02T17:30:00.000Z' }],
};

const refusal = (status: number, code: string, data: unknown) =>
  new GatewayError('GATEWAY.UNEXPECTED_STATUS', status, code, code, {
    status_code: status,
    error: { code, message: code },
    data,
  });

function adapter() {
  const gateway = new FakeHttpGateway();
  return {
    gateway,
    api: new HttpInterviewsApi(gateway, new FakeRandomToken(), { coreBaseUrl: '/api/core' }),
  };
}

describe('HttpInterviewsApi', () => {
  it('reads the booking page without a bearer token and maps it to the domain', async () => {
    const { gateway, api } = adapter();
    gateway.on('GET', '/v1/interview_bookings/a.b', () => page);
    await expect(api.bookingPage('a.b')).resolves.toEqual({
      interview: { id: 5, state: 'INVITED', startsAt: undefined, endsAt: undefined, lengthMinutes: 30 },
      candidateFirstName: 'Ana',
      positionTitle: 'Server',
      brandName: 'Harbor Grill',
      location: { name: 'Downtown', timeZone: 'America/Los_Angeles', address: undefined },
      slots: [{ startsAt: '2026-12-02T17:00:00.000Z', endsAt: '2026-12-02T17:30:00.000Z' }],
    });
    expect(gateway.requests[0]).toMatchObject({ noAuth: true });
    expect(api.calendarFileUrl('a.b')).toBe('/api/core/v1/interview_bookings/a.b/invitation.ics');
  });

  it('a taken slot carries the next free slots; a bad link is one error for all', async () => {
    const { gateway, api } = adapter();
    const next = [{ starts_at: '2026-12-02T18:00:00.000Z', ends_at: '2026-12-02T18:30:00.000Z' }];
    gateway.on('POST', '/v1/interview_bookings/tok/booking', () => {
      throw refusal(409, 'INTERVIEWS.SLOT_TAKEN', { next_slots: [...next, { starts_at: 1 }] });
    });
    const taken = await api.book('tok', '2026-12-02T17:00:00.000Z').catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(SlotTakenError);
    expect((taken as SlotTakenError).nextSlots).toEqual([
      { startsAt: '2026-12-02T18:00:00.000Z', endsAt: '2026-12-02T18:30:00.000Z' },
    ]);
    gateway.on('DELETE', '/v1/interview_bookings/tok/booking', () => {
      throw refusal(404, 'INTERVIEWS.LINK_INVALID', undefined);
    });
    await expect(api.cancelBooking('tok')).rejects.toBeInstanceOf(BookingLinkInvalidError);
    gateway.on('GET', '/v1/interview_bookings/tok', () => {
      throw refusal(409, 'INTERVIEWS.STATE', undefined);
    });
    await expect(api.bookingPage('tok')).rejects.toMatchObject({ serverCode: 'INTERVIEWS.STATE' });
  });

  it('sends the availability in wire form and names a refused field', async () => {
    const { gateway, api } = adapter();
    gateway.on('PUT', '/v1/brands/7/interview_availability', (request) => ({
      ...(request.body as object),
      updated_at: '2026-11-29T10:00:00.000Z',
    }));
    const draft = {
      positionId: undefined,
      weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
      lengthMinutes: 30,
      bufferMinutes: 10,
      horizonDays: 14,
      minimumNoticeHours: 12,
    };
    await expect(api.saveAvailability(7, draft)).resolves.toEqual({
      ...draft,
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    expect(gateway.requests[0]?.body).toMatchObject({ position_id: null, length_minutes: 30 });
    gateway.on('PUT', '/v1/brands/7/interview_availability', () => {
      throw refusal(400, 'INTERVIEWS.AVAILABILITY_INVALID', {
        field: 'weekly_hours[0].end',
        reason: 'OVERLAP',
      });
    });
    const refused = await api.saveAvailability(7, draft).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AvailabilityRefusedError);
    expect(refused).toMatchObject({ field: 'weekly_hours[0].end', reason: 'OVERLAP' });
  });

  it('maps the calendar, the application’s interview, invitations and outcomes', async () => {
    const { gateway, api } = adapter();
    const interview = {
      id: 5,
      application_id: 11,
      location_id: 7,
      position_id: 2,
      state: 'BOOKED',
      starts_at: '2026-12-02T17:00:00.000Z',
      ends_at: '2026-12-02T17:30:00.000Z',
      invited_by: 'u1',
      created_at: 'c',
      updated_at: 'u',
    };
    gateway
      .on('GET', '/v1/brands/7/interviews', () => ({
        time_zone: 'America/Los_Angeles',
        interviews: [
          {
            ...interview,
            candidate: { first_name: 'Ana', last_name: 'Ruiz' },
            position_title: 'Server',
            location_name: 'D',
          },
        ],
      }))
      .on('GET', '/v1/applications/11/interview', () => ({ interview: null }))
      .on('POST', '/v1/applications/11/interviews', () => ({
        ...interview,
        state: 'INVITED',
        booking_url: 'http://x/interview/t',
      }))
      .on('PATCH', '/v1/interviews/5', () => ({ ...interview, state: 'NO_SHOW' }))
      .on('GET', '/v1/brands/7/interview_availability', () => ({
        availability: null,
        location_availability: null,
        positions: [],
        time_zone: 'UTC',
      }));
    const calendar = await api.calendar(7, '2026-11-30', '2026-12-06');
    expect(calendar.interviews[0]).toMatchObject({
      candidateFirstName: 'Ana',
      startsAt: '2026-12-02T17:00:00.000Z',
    });
    expect(gateway.requests[0]?.query).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    await expect(api.applicationInterview(11)).resolves.toBeUndefined();
    await expect(api.invite(11)).resolves.toMatchObject({
      state: 'INVITED',
      bookingUrl: 'http://x/interview/t',
    });
    await expect(api.setOutcome(5, 'NO_SHOW')).resolves.toMatchObject({ state: 'NO_SHOW' });
    await expect(api.availability(7, 3)).resolves.toEqual({
      availability: undefined,
      locationAvailability: undefined,
      positions: [],
      timeZone: 'UTC',
    });
    expect(gateway.requests.at(-1)?.query).toEqual({ position_id: 3 });
  });

  it('maps a position’s hours beside the location’s, removes them, and reads the candidate’s own interview', async () => {
    const { gateway, api } = adapter();
    const hours = {
      weekly_hours: [{ weekday: 1, start: '09:00', end: '12:00' }],
      length_minutes: 45,
      buffer_minutes: 5,
      horizon_days: 7,
      minimum_notice_hours: 1,
      updated_at: 'u',
    };
    gateway
      .on('GET', '/v1/brands/7/interview_availability', () => ({
        availability: { ...hours, position_id: 3 },
        location_availability: { ...hours, position_id: null, length_minutes: 30 },
        positions: [{ id: 3, title: 'Cook', own_hours: true }],
        time_zone: 'America/Los_Angeles',
      }))
      .on('DELETE', '/v1/brands/7/interview_availability/positions/3', () => ({ removed: true }))
      .on('GET', '/v1/candidate_applications/11/interview', () => ({
        interview: {
          id: 5,
          state: 'BOOKED',
          starts_at: '2026-12-02T17:00:00.000Z',
          ends_at: '2026-12-02T17:30:00.000Z',
          position_title: 'Cook',
          location: { name: 'Downtown', time_zone: 'America/Los_Angeles', address: null },
          booking_path: '/interview/t',
        },
      }))
      .on('GET', '/v1/candidate_applications/12/interview', () => ({ interview: null }));
    const setting = await api.availability(7, 3);
    expect(setting.availability).toMatchObject({ positionId: 3, lengthMinutes: 45 });
    expect(setting.locationAvailability).toMatchObject({ positionId: undefined, lengthMinutes: 30 });
    expect(setting.positions).toEqual([{ id: 3, title: 'Cook', ownHours: true }]);
    await expect(api.removePositionAvailability(7, 3)).resolves.toBeUndefined();
    expect(gateway.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(gateway.requests.at(-1)?.idempotencyKey).toBeTruthy();
    await expect(api.candidateInterview(11)).resolves.toEqual({
      id: 5,
      state: 'BOOKED',
      startsAt: '2026-12-02T17:00:00.000Z',
      endsAt: '2026-12-02T17:30:00.000Z',
      positionTitle: 'Cook',
      location: { name: 'Downtown', timeZone: 'America/Los_Angeles', address: undefined },
      bookingPath: '/interview/t',
    });
    await expect(api.candidateInterview(12)).resolves.toBeUndefined();
  });
});
