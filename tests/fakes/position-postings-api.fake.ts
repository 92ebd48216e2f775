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
}
