import type { JobAdPosting } from '../job-ads/job-ad-posting.rules';
import { token } from '../shared/token';
import type { PositionDraft, PositionStatus, ScreeningQuestion } from './position-draft.rules';

/** A position as its editor reads it back. */
export interface PositionPosting extends PositionDraft {
  readonly id: number;
  readonly status: PositionStatus;
  readonly locationId: number;
  readonly locationName: string;
  readonly questions: readonly ScreeningQuestion[];
  /** Off the careers page and the lists, kept for its applications. */
  readonly archived: boolean;
  /** The text-to-apply code; undefined while it has none (waiting, closed or archived). */
  readonly smsCode: string | undefined;
  /** Its campaign at the job-ad provider; undefined where no brand on its path is connected. */
  readonly providerPosting: JobAdPosting | undefined;
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
  /** Archives (true) or restores (false) a position. */
  archive(brandId: number, positionId: number, archived: boolean): Promise<PositionPosting>;
  /** Sets the text-to-apply code (400 POSITIONS.SMS_CODE_INVALID, 409 POSITIONS.SMS_CODE_TAKEN). */
  setSmsCode(brandId: number, positionId: number, code: string): Promise<PositionPosting>;
  /**
   * Copies a position to locations in one step, all or nothing (403 for a location outside the
   * caller's hiring scope); resolves with the copies, in the order asked.
   */
  copy(brandId: number, positionId: number, locationIds: readonly number[]): Promise<PositionPosting[]>;
  /**
   * The locations (not archived) the caller reaches, whatever brand they work in now: where a
   * position may be copied to (the server still checks hiring access per location).
   */
  copyTargets(): Promise<{ readonly id: number; readonly name: string }[]>;
}
export const PositionPostingsApiPort = token<PositionPostingsApiPort>('domain.position-postings-api');
