import type { UnavailableBlock } from '../../src-domain/schedules/availability.rules';
import type {
  LocationAvailability,
  LocationBlocks,
  MyAvailability,
  ScheduleAvailabilityApiPort,
  TimeOffDraft,
  TimeOffRequest,
} from '../../src-domain/schedules/schedule-availability-api.port';

/**
 * ScheduleAvailabilityApiPort in memory: one location (7, Los Angeles), one person ('ari'), their
 * blocks and requests; a decided request is refused like the server (SCHEDULES.NOT_PENDING is
 * the test's to set through `fail`). `fail` makes the next call reject with it.
 */
export class FakeScheduleAvailabilityApi implements ScheduleAvailabilityApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  blocks: UnavailableBlock[] = [];
  requests: TimeOffRequest[] = [];
  private nextId = 1;

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  private location(): LocationBlocks {
    return {
      locationId: 7,
      locationName: 'Downtown',
      timeZone: 'America/Los_Angeles',
      blocks: [...this.blocks],
    };
  }

  async mine(): Promise<MyAvailability> {
    this.check('mine');
    return { locations: [this.location()], timeOff: [...this.requests].reverse() };
  }

  async setMine(locationId: number, blocks: readonly UnavailableBlock[]) {
    this.check(`setMine ${locationId}`);
    this.blocks = [...blocks];
    return this.location();
  }

  async ask(locationId: number, draft: TimeOffDraft) {
    this.check(`ask ${locationId} ${draft.startsOn}`);
    const request: TimeOffRequest = {
      ...draft,
      id: this.nextId++,
      locationId,
      locationName: 'Downtown',
      personId: 'ari',
      personName: 'Ari Crew',
      status: 'PENDING',
      note: '',
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    this.requests.push(request);
    return request;
  }

  async cancel(locationId: number, requestId: number) {
    this.check(`cancel ${locationId} ${requestId}`);
    return this.set(requestId, 'CANCELLED', '');
  }

  async ofLocation(locationId: number, weekStart: string): Promise<LocationAvailability> {
    this.check(`ofLocation ${locationId} ${weekStart}`);
    return {
      blocks: this.blocks.map((block) => ({ ...block, personId: 'ari' })),
      timeOff: this.requests.filter(
        (request) => request.status === 'PENDING' || request.status === 'APPROVED',
      ),
      pending: this.requests.filter((request) => request.status === 'PENDING'),
    };
  }

  async decide(locationId: number, requestId: number, decision: 'APPROVED' | 'REFUSED', note: string) {
    this.check(`decide ${locationId} ${requestId} ${decision} ${note}`);
    return this.set(requestId, decision, note);
  }

  private set(requestId: number, status: TimeOffRequest['status'], note: string): TimeOffRequest {
    const index = this.requests.findIndex((request) => request.id === requestId);
    const updated = { ...this.requests[index]!, status, note };
    this.requests[index] = updated;
    return updated;
  }
}
