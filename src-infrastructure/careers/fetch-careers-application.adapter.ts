import {
  fieldOfRefusal,
  type CareersApplication,
  type CareersApplicationPort,
  type CareersApplyOutcome,
} from '../../src-domain/careers/careers-application.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type ApplyPath = '/v1/careers/{slug}/positions/{position}/applications';

/**
 * CareersApplicationPort over `fetch` (the careers pages carry no HTTP client of the signed-in
 * app): POST /api/core/v1/careers/{slug}/positions/{id}/applications, without credentials.
 * Every answer resolves: 201 `applied`, a coded error `refused` with its code, no answer
 * `refused` NETWORK.
 */
export class FetchCareersApplication implements CareersApplicationPort {
  constructor(private readonly apiBase = '/api/core') {}

  async apply(
    slug: string,
    positionId: number,
    application: CareersApplication,
  ): Promise<CareersApplyOutcome> {
    const body = {
      first_name: application.firstName,
      last_name: application.lastName,
      email: application.email,
      phone: application.phone,
      answers: application.answers.map((answer) => ({
        question_id: answer.questionId,
        answer: answer.answer,
      })),
      consent: application.consent,
    } satisfies WireBody<ApplyPath, 'post'>;
    let response: Response;
    try {
      response = await fetch(
        `${this.apiBase}/v1/careers/${encodeURIComponent(slug)}/positions/${positionId}/applications`,
        {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        },
      );
    } catch {
      return { kind: 'refused', code: 'NETWORK', field: undefined };
    }
    const json = (await response.json().catch(() => undefined)) as
      { data?: WireData<ApplyPath, 'post'>; error?: { code?: string; message?: string } } | undefined;
    if (response.ok && json?.data) {
      return {
        kind: 'applied',
        applicationId: json.data.application_id,
        merged: json.data.merged,
        knockoutQuestionIds: json.data.knockout_questions,
      };
    }
    const code = json?.error?.code ?? (response.status >= 500 ? 'SERVER' : 'NETWORK');
    return { kind: 'refused', code, field: fieldOfRefusal(code, json?.error?.message) };
  }
}
