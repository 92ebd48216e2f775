import type { PunchOutcome, PunchRequest } from '../../src-domain/time-clock/time-clock-api.port';
import type { WireBody } from '../gateway/gateway-wire';

/** The body of POST /v1/time-clock/punches for a punch (the page's adapter and the service worker send the same). */
export function punchBody(request: PunchRequest): WireBody<'/v1/time-clock/punches', 'post'> {
  return {
    location_id: request.locationId,
    kind: request.kind,
    device_at: new Date(request.deviceAt).toISOString(),
    position: request.position
      ? {
          latitude: request.position.latitude,
          longitude: request.position.longitude,
          ...(request.position.accuracyMeters !== undefined
            ? { accuracy_m: request.position.accuracyMeters }
            : {}),
          // The domain carries a position only when the employee agreed to share it.
          consent: true,
        }
      : null,
    ...(request.noPositionReason ? { no_position_reason: request.noPositionReason } : {}),
    answers: request.answers.map((answer) => ({
      template_id: answer.templateId,
      version: answer.version,
      answers: [...answer.answers],
      ...(answer.comment?.trim() ? { comment: answer.comment.trim() } : {}),
    })),
  };
}

/**
 * What an answer to a punch means, from its HTTP status and error code (201 has none): 0 (no
 * answer), 5xx, 429, 401 and a key still in progress are UNSENT (try again later); an answer
 * lost after the write is ACCEPTED; any other error is REFUSED with its code.
 */
export function punchOutcome(status: number, code: string | undefined): PunchOutcome {
  if (status >= 200 && status < 300) return { kind: 'ACCEPTED' };
  if (status === 0 || status >= 500 || status === 429 || status === 401) return { kind: 'UNSENT' };
  if (code === 'IDEMPOTENCY.IN_PROGRESS') return { kind: 'UNSENT' };
  // The first send was carried out and only its answer is gone: the punch is recorded.
  if (code === 'IDEMPOTENCY.ANSWER_LOST') return { kind: 'ACCEPTED' };
  return { kind: 'REFUSED', code: code ?? `HTTP.${status}` };
}
