import type { PositionDraft } from '../../src-domain/careers/position-draft.rules';
import type {
  PositionPosting,
  PositionPostingsApiPort,
} from '../../src-domain/careers/position-postings-api.port';
import { apiFailure } from './api-failure';

/**
 * In-memory PositionPostingsApiPort: postings by id; `open` makes an OPEN (or, with
 * `needsApproval`, PENDING_APPROVAL) posting at the location; `move` follows nextStatuses only
 * in the sense of the server (CLOSED is final: 409); brands in `forbidden` get 403
 * POSITIONS.HIRE_FORBIDDEN. Every call is recorded in `calls`.
 */
export class FakePositionPostingsApi implements PositionPostingsApiPort {
  readonly calls: string[] = [];
  readonly postings = new Map<number, PositionPosting>();
  readonly forbidden = new Set<number>();
  needsApproval = false;
  /** The provider posting an opened OPEN position reads back with (none by default). */
  providerPosting: PositionPosting['providerPosting'] = undefined;
  private nextId = 1000;

  private check(brandId: number): void {
    if (this.forbidden.has(brandId)) throw apiFailure(403, 'POSITIONS.HIRE_FORBIDDEN');
  }

  private find(positionId: number): PositionPosting {
    const posting = this.postings.get(positionId);
    if (!posting) throw apiFailure(404, 'POSITIONS.NOT_FOUND');
    return posting;
  }

  async posting(brandId: number, positionId: number): Promise<PositionPosting> {
    this.calls.push(`posting:${brandId}:${positionId}`);
    this.check(brandId);
    return this.find(positionId);
  }

  async open(locationId: number, draft: PositionDraft): Promise<PositionPosting> {
    this.calls.push(`open:${locationId}`);
    this.check(locationId);
    const posting: PositionPosting = {
      ...draft,
      id: this.nextId++,
      status: this.needsApproval ? 'PENDING_APPROVAL' : 'OPEN',
      locationId,
      locationName: `Location ${locationId}`,
      archived: false,
      smsCode: this.needsApproval ? undefined : 'JOB',
      providerPosting: this.needsApproval ? undefined : this.providerPosting,
    };
    this.postings.set(posting.id, posting);
    return posting;
  }

  async update(brandId: number, positionId: number, draft: PositionDraft): Promise<PositionPosting> {
    this.calls.push(`update:${brandId}:${positionId}`);
    this.check(brandId);
    const posting = { ...this.find(positionId), ...draft };
    this.postings.set(positionId, posting);
    return posting;
  }

  async move(
    brandId: number,
    positionId: number,
    status: 'OPEN' | 'PAUSED' | 'CLOSED',
  ): Promise<PositionPosting> {
    this.calls.push(`move:${brandId}:${positionId}:${status}`);
    this.check(brandId);
    const current = this.find(positionId);
    if (current.status === 'CLOSED') throw apiFailure(409, 'POSITIONS.STATUS_CHANGE_REFUSED');
    const posting = { ...current, status };
    this.postings.set(positionId, posting);
    return posting;
  }

  async decide(
    brandId: number,
    positionId: number,
    atrId: number,
    decision: 'APPROVED' | 'REJECTED',
  ): Promise<PositionPosting> {
    this.calls.push(`decide:${brandId}:${positionId}:${atrId}:${decision}`);
    this.check(brandId);
    const posting = {
      ...this.find(positionId),
      status: decision === 'APPROVED' ? 'OPEN' : 'CLOSED',
    } as const;
    this.postings.set(positionId, posting);
    return posting;
  }

  async archive(brandId: number, positionId: number, archived: boolean): Promise<PositionPosting> {
    this.calls.push(`archive:${brandId}:${positionId}:${archived}`);
    this.check(brandId);
    const posting = { ...this.find(positionId), archived, smsCode: archived ? undefined : 'JOB' };
    this.postings.set(positionId, posting);
    return posting;
  }

  async setSmsCode(brandId: number, positionId: number, code: string): Promise<PositionPosting> {
    this.calls.push(`sms-code:${brandId}:${positionId}:${code}`);
    this.check(brandId);
    const normalized = code.trim().toUpperCase();
    if (!/^[A-Z][A-Z0-9]{2,9}$/.test(normalized)) throw apiFailure(400, 'POSITIONS.SMS_CODE_INVALID');
    for (const other of this.postings.values())
      if (other.id !== positionId && other.smsCode === normalized)
        throw apiFailure(409, 'POSITIONS.SMS_CODE_TAKEN');
    const posting = { ...this.find(positionId), smsCode: normalized };
    this.postings.set(positionId, posting);
    return posting;
  }

  async copy(
    brandId: number,
    positionId: number,
    locationIds: readonly number[],
  ): Promise<PositionPosting[]> {
    this.calls.push(`copy:${brandId}:${positionId}:${locationIds.join(',')}`);
    this.check(brandId);
    // All or nothing: every target is checked before a copy is made.
    for (const locationId of locationIds) this.check(locationId);
    const source = this.find(positionId);
    return locationIds.map((locationId) => {
      const copy: PositionPosting = {
        ...source,
        id: this.nextId++,
        locationId,
        locationName: `Location ${locationId}`,
        status: this.needsApproval ? 'PENDING_APPROVAL' : 'OPEN',
        archived: false,
        smsCode: undefined,
        providerPosting: undefined,
      };
      this.postings.set(copy.id, copy);
      return copy;
    });
  }

  /** Locations offered by copyTargets. */
  locations: { id: number; name: string }[] = [];

  async copyTargets(): Promise<{ id: number; name: string }[]> {
    this.calls.push('copyTargets');
    return [...this.locations];
  }
}
