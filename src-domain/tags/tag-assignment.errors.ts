import { GatewayError, type GatewayErrorCode } from '../gateway/gateway.errors';

/** One candidate an assign or unassign refused, with the server's TAGS.* code. */
export interface CandidateRefusal {
  /** The candidate's user id. */
  readonly candidateId: string;
  /** 'TAGS.CANDIDATE_NOT_FOUND' | 'TAGS.CANDIDATE_OPTED_OUT' | 'TAGS.CANDIDATE_LIMIT' (others kept as sent). */
  readonly reason: string;
}

/**
 * A bulk assign or unassign that wrote nothing because some candidates were refused: a
 * GatewayError (status and server code of the first refusal) that names every refused candidate,
 * so the caller can say what happened to whom and send the others again.
 */
export class TagAssignmentRefusedError extends GatewayError {
  constructor(
    code: GatewayErrorCode,
    status: number,
    message: string,
    serverCode: string | undefined,
    readonly refusals: readonly CandidateRefusal[],
  ) {
    super(code, status, message, serverCode);
    this.name = 'TagAssignmentRefusedError';
  }
}
