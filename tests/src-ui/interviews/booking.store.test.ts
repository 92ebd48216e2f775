import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { BookingLinkInvalidError, SlotTakenError } from '../../../src-domain/interviews/interviews.errors';
import { BookingStore } from '../../../src-ui/interviews/booking.store';
import { bookingPage, FakeInterviewsApi } from '../../fakes/interviews-api.fake';

describe('BookingStore', () => {
  it('opens the page, books the chosen slot and offers the calendar file', async () => {
    const api = new FakeInterviewsApi();
    const store = new BookingStore(api);
    await store.open('tok');
    expect(store.view).toMatchObject({ kind: 'ready', page: { interview: { state: 'INVITED' } } });
    store.choose('2026-12-02T17:40:00.000Z');
    await store.book();
    expect(api.calls).toContain('book tok 2026-12-02T17:40:00.000Z');
    expect(store.view).toMatchObject({
      kind: 'ready',
      page: { interview: { state: 'BOOKED', startsAt: '2026-12-02T17:40:00.000Z' } },
    });
    expect(store.done).toBe('BOOKED');
    expect(store.chosen).toBeUndefined();
    expect(store.calendarFileUrl).toBe('/api/core/v1/interview_bookings/tok/invitation.ics');
  });

  it('a taken slot leaves the list and the next free slots are offered first', async () => {
    const api = new FakeInterviewsApi();
    const store = new BookingStore(api);
    await store.open('tok');
    store.choose('2026-12-02T17:00:00.000Z');
    const next = [{ startsAt: '2026-12-02T19:00:00.000Z', endsAt: '2026-12-02T19:30:00.000Z' }];
    api.fail = new SlotTakenError(next);
    await store.book();
    expect(store.taken).toEqual(next);
    expect(store.chosen).toBeUndefined();
    expect(store.busy).toBe(false);
    const slots = store.view.kind === 'ready' ? store.view.page.slots.map((slot) => slot.startsAt) : [];
    expect(slots).toEqual([
      '2026-12-02T19:00:00.000Z',
      '2026-12-02T17:40:00.000Z',
      '2026-12-02T18:20:00.000Z',
    ]);
  });

  it('reschedules and cancels from the same page', async () => {
    const api = new FakeInterviewsApi();
    const store = new BookingStore(api);
    await store.open('tok');
    store.choose('2026-12-02T17:00:00.000Z');
    await store.book();
    store.startRescheduling();
    expect(store.rescheduling).toBe(true);
    store.stopRescheduling();
    expect(store.rescheduling).toBe(false);
    await store.cancel();
    expect(store.done).toBe('CANCELLED');
    expect(store.view).toMatchObject({ kind: 'ready', page: { interview: { state: 'INVITED' } } });
  });

  it('a bad link says so; another failure is a failed read or a failed write with its code', async () => {
    const api = new FakeInterviewsApi();
    const store = new BookingStore(api);
    api.fail = new BookingLinkInvalidError();
    await store.open('bad');
    expect(store.view).toEqual({ kind: 'invalid' });
    api.fail = new GatewayError('GATEWAY.SERVER_ERROR', 500, 'x', 'GATEWAY.SERVER_ERROR');
    await store.open('tok');
    expect(store.view).toEqual({ kind: 'failed', code: 'GATEWAY.SERVER_ERROR' });
    api.page = bookingPage();
    await store.open('tok');
    store.choose('2026-12-02T17:00:00.000Z');
    api.fail = new GatewayError('GATEWAY.UNEXPECTED_STATUS', 409, 'x', 'INTERVIEWS.STATE');
    await store.book();
    expect(store.writeFailed).toBe('INTERVIEWS.STATE');
    api.fail = new BookingLinkInvalidError();
    await store.cancel();
    expect(store.view).toEqual({ kind: 'invalid' });
  });

  it('shows a page it already holds (read before the first render) without reading it again', async () => {
    const api = new FakeInterviewsApi();
    const store = new BookingStore(api);
    await store.show('tok');
    await store.show('tok');
    expect(api.calls).toEqual(['bookingPage tok']);
    expect(store.view).toMatchObject({ kind: 'ready' });
    await store.show('other');
    expect(api.calls).toEqual(['bookingPage tok', 'bookingPage other']);
  });

  it('reads again on show after a failed read', async () => {
    const api = new FakeInterviewsApi();
    const store = new BookingStore(api);
    api.fail = new GatewayError('GATEWAY.SERVER_ERROR', 500);
    await store.show('tok');
    expect(store.view).toMatchObject({ kind: 'failed' });
    await store.show('tok');
    expect(store.view).toMatchObject({ kind: 'ready' });
    expect(api.calls).toEqual(['bookingPage tok', 'bookingPage tok']);
  });
});
