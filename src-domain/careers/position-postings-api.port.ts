import { token } from '../shared/token';
import type { PositionDraft, PositionStatus, ScreeningQuestion } from './position-draft.rules';

/** A position as its editor reads it back. */
export interface PositionPosting extends PositionDraft {
  readonly id: number;
  readonly status: PositionStatus;
  readonly locationId: number;
  readonly locationName: string;
  readonly questions: readonly ScreeningQuestion[];
}

/**
 * The position writes of issue #38. Every call rejects with a `GatewayError`: 403
 * POSITIONS.HIRE_FORBIDDEN / BRAND.FORBIDDEN outside the caller's hiring scope, 400 POSITIONS.*
 * for a bad draft (see draftProblems), 409 POSITIONS.STATUS_CHANGE_REFUSED for a move
 * nextStatuses() does not allow, 404 POSITIONS.NOT_FOUND for a position outside `brandId`.
 */
export interface PositionPostingsApiPort {
  /** The position `positionId` below `brandId` (GET /v1/brands/{id}/positions/{position}). */
  posting(brandId: number, positionId: number): Promise<PositionPosting>;
  /** Opens a position at location `locationId`: OPEN, or PENDING_APPROVAL where approvals are needed. */
  open(locationId: number, draft: PositionDraft): Promise<PositionPosting>;
  /** Rewrites a position's posting; its status stays. */
  update(brandId: number, positionId: number, draft: PositionDraft): Promise<PositionPosting>;
  /** Pauses, reopens or closes a position. */
  move(brandId: number, positionId: number, status: 'OPEN' | 'PAUSED' | 'CLOSED'): Promise<PositionPosting>;
  /** Approves or rejects a PENDING approval to recruit (403 POSITIONS.ATR_FORBIDDEN without the access). */
  decide(
    brandId: number,
    positionId: number,
    atrId: number,
    decision: 'APPROVED' | 'REJECTED',
  ): Promise<PositionPosting>;
}
export const PositionPostingsApiPort = token<PositionPostingsApiPort>('domain.position-postings-api');
